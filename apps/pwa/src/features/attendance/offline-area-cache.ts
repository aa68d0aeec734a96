/**
 * What the attendance area needs to open with no signal (DESIGN "Offline on the phone"): the last profile,
 * company settings, today's schedule, offices (the 1 km rule of SPEC §5 is evaluated on the phone against
 * them) and the readiness list, kept in localStorage per signed-in user and restored when the app starts
 * offline. Auth stays out (SPEC §9: the token lives in its cookie only).
 */
import type { CheckListItem, Office, Schedule } from '@upah/core/contract/attendance';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { jakartaDate } from '@upah/core/format';
import { attendanceStore } from '@upah/core/stores/attendance';
import { companyStore } from '@upah/core/stores/company';
import { profileStore } from '@upah/core/stores/profile';
import { ref } from 'valtio';
import { subscribe } from 'valtio/vanilla';

export const AREA_CACHE_KEY = 'upah:attendance-offline';

interface AreaCache {
  profile: EmployeeProfile;
  settings: CompanySettings | null;
  today: Schedule | null;
  offices: Office[];
  checkList: CheckListItem[];
}

function save(): void {
  const profile = profileStore.profile;
  if (!profile || attendanceStore.status !== 'success') return;
  const cache: AreaCache = {
    profile,
    settings: companyStore.settings,
    today: attendanceStore.today,
    offices: attendanceStore.offices,
    checkList: attendanceStore.checkList,
  };
  try {
    localStorage.setItem(AREA_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // storage full or blocked: the area then needs the network to open
  }
}

let watching = false;

/** Keeps the cache up to date with every successful load (once per app). */
export function keepAreaCache(): void {
  if (watching) return;
  watching = true;
  for (const store of [profileStore, companyStore, attendanceStore]) subscribe(store, save);
}

/**
 * Offline: restores the last area data (today's schedule only if it is still today in Asia/Jakarta).
 * True when something was restored.
 */
export function restoreAreaCache(now = Date.now()): boolean {
  let cache: AreaCache | null = null;
  try {
    cache = JSON.parse(localStorage.getItem(AREA_CACHE_KEY) ?? 'null') as AreaCache | null;
  } catch {
    return false;
  }
  if (!cache?.profile) return false;
  profileStore.profile = ref(cache.profile);
  profileStore.status = 'success';
  if (cache.settings) {
    companyStore.settings = ref(cache.settings);
    companyStore.status = 'success';
  }
  const today = cache.today && cache.today.scheduleDate === jakartaDate(now) ? cache.today : null;
  attendanceStore.today = today && ref(today);
  attendanceStore.status = 'success';
  attendanceStore.offices = ref(cache.offices ?? []);
  attendanceStore.checkList = ref(cache.checkList ?? []);
  return true;
}
