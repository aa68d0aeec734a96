/** Company settings store (SPEC §3 "Company settings flags", §6 per-company flags; §7 GET /company/settings). */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type CompanySettings, companyEndpoints } from '../contract/company';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export interface CompanyState extends LoadState {
  settings: CompanySettings | null;
}

export const companyStore = proxy<CompanyState>({ settings: null, status: 'idle', error: null });

export function loadCompanySettings(client: Pick<ApiClient, 'call'>): Promise<CompanySettings | null> {
  return trackLoad(
    companyStore,
    () => client.call(companyEndpoints.settings),
    (settings) => {
      companyStore.settings = ref(settings);
    },
  );
}

export function resetCompany(): void {
  cancelLoads(companyStore);
  companyStore.settings = null;
  companyStore.status = 'idle';
  companyStore.error = null;
}
forgetOnSignOut(resetCompany);
