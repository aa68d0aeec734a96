/**
 * The attendance area's data through core's stores and the app's one API client: profile and company (for
 * the gate), today's schedule, offices and the check-list.
 */
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { attendanceStore, loadOffices, loadToday } from '@upah/core/stores/attendance';
import { api } from '../../lib/api-client';

export function ensureAreaData(): void {
  if (profileStore.status === 'idle' || profileStore.status === 'failure') void loadProfile(api);
  if (companyStore.status === 'idle' || companyStore.status === 'failure') void loadCompanySettings(api);
  if (attendanceStore.status === 'idle') void loadToday(api);
  if (attendanceStore.offices.length === 0) void loadOffices(api);
}

export function reloadToday(): Promise<unknown> {
  return loadToday(api);
}
