/**
 * Snapshots of core's profile and company stores for the dashboard screens (render from snapshots,
 * mutate only through the stores' actions).
 */
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { companyStore } from '@upah/core/stores/company';
import type { LoadStatus } from '@upah/core/stores/load-state';
import { profileStore } from '@upah/core/stores/profile';
import { useSnapshot } from 'valtio';

export function useProfile(): { profile: EmployeeProfile | null; status: LoadStatus; error: string | null } {
  const snap = useSnapshot(profileStore);
  return { profile: snap.profile as EmployeeProfile | null, status: snap.status, error: snap.error };
}

export function useCompany(): { company: CompanySettings | null; status: LoadStatus } {
  const snap = useSnapshot(companyStore);
  return { company: snap.settings as CompanySettings | null, status: snap.status };
}
