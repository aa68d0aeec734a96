/**
 * The dashboard's data (SPEC §2, §4): profile and company settings (loaded through the area gate), the withdrawal
 * history through ./history/history-store, all with the app's one API client. What each tab's reload
 * refreshes lives here, so the header's reload button and the Tarik Gaji success share it.
 */
import { errorText } from '@upah/core/api';
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { api } from '../../lib/api-client';
import type { TabScreen } from './dashboard-tabs';
import { historyStore, reloadHistory } from './history/history-store';

/** Loads the first history page unless it is loaded or loading. */
export function ensureHistory(): void {
  if (historyStore.status === 'idle') void reloadHistory(api);
}

/**
 * SPEC §2 "The reload refreshes the current tab". Resolves to the text of the first failure (core's
 * catalogue text or the server's message), or null when everything reloaded.
 */
export async function reloadTab(screen: TabScreen): Promise<string | null> {
  if (screen === 'history') {
    await Promise.all([loadProfile(api), loadCompanySettings(api), reloadHistory(api)]);
  } else if (screen === 'profile') {
    await loadProfile(api);
  } else {
    await Promise.all([loadProfile(api), loadCompanySettings(api)]);
  }
  if (profileStore.status === 'failure') return profileStore.error;
  if (screen !== 'profile' && companyStore.status === 'failure') return companyStore.error;
  if (screen === 'history' && historyStore.status === 'failure') return errorText(historyStore.error);
  return null;
}

/** SPEC §4 step 5: after a withdrawal the history and the limits (profile) reload. */
export async function reloadAfterWithdrawal(): Promise<void> {
  await Promise.all([loadProfile(api), reloadHistory(api)]);
}
