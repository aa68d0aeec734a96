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
import type { attendanceStore as AttendanceStore } from '@upah/core/stores/attendance';
import { companyStore } from '@upah/core/stores/company';
import { profileStore } from '@upah/core/stores/profile';
import { ref } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { OFFLINE_AREA_CACHE_KEY } from '../../lib/session';

export const AREA_CACHE_KEY = OFFLINE_AREA_CACHE_KEY;

interface AreaCache {
  profile: EmployeeProfile;
  settings: CompanySettings | null;
  today: Schedule | null;
  offices: Office[];
  checkList: CheckListItem[];
}

type AttendanceState = typeof AttendanceStore;

function save(attendanceStore: AttendanceState): void {
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
export function keepAreaCache(attendanceStore: AttendanceState): void {
  if (watching) return;
  watching = true;
  const keep = () => save(attendanceStore);
  for (const store of [profileStore, companyStore, attendanceStore]) subscribe(store, keep);
}

/** The attendance part of the cache, applied once the attendance store has loaded (attendance-data.ts). */
export type AttendanceCache = Pick<AreaCache, 'today' | 'offices' | 'checkList'>;

/**
 * Offline: restores the last profile and company settings at once (before the area gate's loads) and returns the
 * attendance part for `restoreAttendanceCache`; null when nothing was kept.
 */
export function restoreAreaCache(): AttendanceCache | null {
  let cache: AreaCache | null = null;
  try {
    cache = JSON.parse(localStorage.getItem(AREA_CACHE_KEY) ?? 'null') as AreaCache | null;
  } catch {
    return null;
  }
  if (!cache?.profile) return null;
  profileStore.profile = ref(cache.profile);
  profileStore.status = 'success';
  if (cache.settings) {
    companyStore.settings = ref(cache.settings);
    companyStore.status = 'success';
  }
  return { today: cache.today, offices: cache.offices, checkList: cache.checkList };
}

/** Today's schedule only if it is still today in Asia/Jakarta. */
export function restoreAttendanceCache(
  attendanceStore: AttendanceState,
  cache: AttendanceCache,
  now = Date.now(),
): void {
  const today = cache.today && cache.today.scheduleDate === jakartaDate(now) ? cache.today : null;
  attendanceStore.today = today && ref(today);
  attendanceStore.status = 'success';
  attendanceStore.offices = ref(cache.offices ?? []);
  attendanceStore.checkList = ref(cache.checkList ?? []);
}
