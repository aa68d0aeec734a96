/**
 * The attendance area's data through core's stores and the app's one API client: profile and company (for
 * the gate), today's schedule, offices and the check-list.
 */
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { api } from '../../lib/api-client';

export function ensureAreaData(): void {
  if (profileStore.status === 'idle' || profileStore.status === 'failure') void loadProfile(api);
  if (companyStore.status === 'idle' || companyStore.status === 'failure') void loadCompanySettings(api);
  // Today's schedule and the offices: the attendance store loads after the first render, so the request forms
  // that never read them (leave, shift) do not carry it in their route's JavaScript.
  void import('@upah/core/stores/attendance').then(({ attendanceStore, loadOffices, loadToday }) => {
    if (attendanceStore.status === 'idle') void loadToday(api);
    if (attendanceStore.offices.length === 0) void loadOffices(api);
  });
}

export async function reloadToday(): Promise<unknown> {
  return (await import('@upah/core/stores/attendance')).loadToday(api);
}
