/**
 * The attendance area's data through core's stores and the app's one API client: profile and company (for
 * the gate), today's schedule, offices and the check-list; offline, the last of them kept on the phone.
 */
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { attendanceStore, loadOffices, loadToday } from '@upah/core/stores/attendance';
import { api } from '../../lib/api-client';
import { keepAreaCache, restoreAreaCache } from './offline-area-cache';

export function ensureAreaData(): void {
  keepAreaCache();
  // With no signal the area opens on what it last loaded (offline-area-cache.ts); the loads run when online.
  if (!navigator.onLine && profileStore.status === 'idle' && restoreAreaCache()) return;
  if (profileStore.status === 'idle' || profileStore.status === 'failure') void loadProfile(api);
  if (companyStore.status === 'idle' || companyStore.status === 'failure') void loadCompanySettings(api);
  if (attendanceStore.status === 'idle') void loadToday(api);
  if (attendanceStore.offices.length === 0) void loadOffices(api);
}

export function reloadToday(): Promise<unknown> {
  return loadToday(api);
}
