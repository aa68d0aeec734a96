/**
 * The attendance area's own data through core's stores and the app's one API client: today's schedule, offices
 * and the check-list (the profile and company settings come through the area gate).
 *
 * The attendance store loads after the first render, so the request forms that never read it (leave, shift) do
 * not carry it in their route's JavaScript. With no signal the area opens on what it last loaded, profile and
 * company included (offline-area-cache.ts); the loads run when online.
 */
import { profileStore } from '@upah/core/stores/profile';
import { api } from '../../lib/api-client';
import { keepAreaCache, restoreAreaCache, restoreAttendanceCache } from './offline-area-cache';

const attendanceModule = () => import('@upah/core/stores/attendance');

/** Runs before the area gate's own loads, so an offline start restores the profile instead of failing to fetch it. */
export function ensureAttendanceData(): void {
  const kept = !navigator.onLine && profileStore.status === 'idle' ? restoreAreaCache() : null;
  void attendanceModule().then(({ attendanceStore, loadOffices, loadToday }) => {
    keepAreaCache(attendanceStore);
    if (kept) return restoreAttendanceCache(attendanceStore, kept);
    if (attendanceStore.status === 'idle') void loadToday(api);
    if (attendanceStore.offices.length === 0) void loadOffices(api);
  });
}

export async function reloadToday(): Promise<unknown> {
  return (await attendanceModule()).loadToday(api);
}
