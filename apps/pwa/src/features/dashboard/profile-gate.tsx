/**
 * Renders its child once the profile has loaded: a spinner while it loads, the fetch error with a retry
 * when the first load failed (SPEC §8 'Terjadi kesalahan saat pengambilan data' or the server's message).
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ensureDashboardData } from './dashboard-data';
import { useCompany, useProfile } from './use-dashboard-data';
import { useLabel, useMessage } from './use-label';

export interface LoadedData {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

export function ProfileGate({ children }: { children: (data: LoadedData) => ReactNode }) {
  const label = useLabel();
  const message = useMessage();
  const { profile, status, error } = useProfile();
  const { company } = useCompany();
  if (profile) return <>{children({ profile, company })}</>;
  if (status === 'failure') {
    return (
      <div className="stack">
        <Alert kind="danger" role="alert">
          {error ?? message('fetchError')}
        </Alert>
        <Button variant="secondary" onClick={ensureDashboardData}>
          {label(dashboardLabels.retry)}
        </Button>
      </div>
    );
  }
  return <Spinner label={label(dashboardLabels.loading)} />;
}
