/**
 * The data every area of both apps opens with (SPEC §3 "Employee profile / request state", "Company settings
 * flags"; §6 per-company flags): the current profile and the company settings, loaded once and again after a
 * failure, and what the area shows from them: a spinner, the fetch error with a retry, the forbidden dialog
 * (SPEC §2) or the area itself.
 */
import type { ApiClient } from '../api/client';
import type { MessageKey } from '../catalogue/messages';
import type { CompanySettings } from '../contract/company';
import type { EmployeeProfile } from '../contract/profile';
import { companyStore, loadCompanySettings } from './company';
import { type LoadState, loadView } from './load-state';
import { loadProfile, profileStore } from './profile';

/** A store needs loading when it never loaded or its last load failed (loaded and loading stores are left). */
export function needsLoad(state: Pick<LoadState, 'status'>): boolean {
  return state.status === 'idle' || state.status === 'failure';
}

/** Loads the profile and the company settings unless they are loaded or loading. */
export function ensureAreaData(client: Pick<ApiClient, 'call'>): void {
  if (needsLoad(profileStore)) void loadProfile(client);
  if (needsLoad(companyStore)) void loadCompanySettings(client);
}

/** Which message, if any, keeps the user out of an area (e.g. core's `attendanceAreaBlock`); null = allowed. */
export type AreaBlock = (profile: EmployeeProfile, company: CompanySettings | null) => MessageKey | null;

export type AreaState =
  | { kind: 'loading' }
  | { kind: 'failure'; error: string | null }
  | { kind: 'blocked'; message: MessageKey }
  | { kind: 'ready'; profile: EmployeeProfile; company: CompanySettings | null };

/**
 * What an area shows: its own screens once the profile is there and the company settings have settled (loaded or
 * failed: a failed company counts as null for the block); the fetch error when the profile could not load; a
 * spinner before. `block` names the forbidden dialog's message.
 */
export function areaState(
  profile: {
    readonly profile: EmployeeProfile | null;
    readonly status: LoadState['status'];
    readonly error: string | null;
  },
  company: { readonly settings: CompanySettings | null; readonly status: LoadState['status'] },
  block?: AreaBlock,
): AreaState {
  const own = loadView(profile, profile.profile);
  const companySettled = company.settings !== null || company.status === 'failure';
  if (own.kind === 'ready' && companySettled) {
    const message = block?.(own.value, company.settings) ?? null;
    return message
      ? { kind: 'blocked', message }
      : { kind: 'ready', profile: own.value, company: company.settings };
  }
  return own.kind === 'failure' ? own : { kind: 'loading' };
}
