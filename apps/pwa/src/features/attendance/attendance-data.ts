/**
 * The attendance area's own data through core's stores and the app's one API client: today's schedule, offices
 * and the check-list (the profile and company settings come through the area gate).
 */
import { attendanceStore, loadOffices, loadToday } from '@upah/core/stores/attendance';
import { api } from '../../lib/api-client';

export function ensureAttendanceData(): void {
  if (attendanceStore.status === 'idle') void loadToday(api);
  if (attendanceStore.offices.length === 0) void loadOffices(api);
}

export function reloadToday(): Promise<unknown> {
  return loadToday(api);
}
