/**
 * The attendance area's own data through core's stores and the app's one API client: today's schedule, offices
 * and the check-list (the profile and company settings come through the area gate). With no signal the area opens
 * on what it last loaded, profile and company included (offline-area-cache.ts); the loads run when online.
 */
import { attendanceStore, loadOffices, loadToday } from '@upah/core/stores/attendance';
import { profileStore } from '@upah/core/stores/profile';
import { api } from '../../lib/api-client';
import { keepAreaCache, restoreAreaCache } from './offline-area-cache';

/** Runs before the area gate's own loads, so an offline start restores the profile instead of failing to fetch it. */
export function ensureAttendanceData(): void {
  keepAreaCache();
  if (!navigator.onLine && profileStore.status === 'idle' && restoreAreaCache()) return;
  if (attendanceStore.status === 'idle') void loadToday(api);
  if (attendanceStore.offices.length === 0) void loadOffices(api);
}

export function reloadToday(): Promise<unknown> {
  return loadToday(api);
}
