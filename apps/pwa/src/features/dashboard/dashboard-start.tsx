/**
 * /dashboard: the start-tab rule (SPEC §2 "On load, if attendance is not allowed for the user, the app
 * goes to tab 2. Otherwise it goes to tab 0"; core's `startTab`), applied once the profile has loaded.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { startTab } from '@upah/core/rules/dashboard';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Page } from '../../ui/page';
import { ensureDashboardData } from './dashboard-data';
import { dashboardPath } from './dashboard-tabs';
import { ProfileGate } from './profile-gate';
import { useLabel } from './use-label';

export default function DashboardStart() {
  const label = useLabel();
  useEffect(() => {
    ensureDashboardData();
  }, []);
  return (
    <Page title={label(dashboardLabels.loading)} titleHidden>
      <ProfileGate>{({ profile }) => <Navigate to={dashboardPath(startTab(profile))} replace />}</ProfileGate>
    </Page>
  );
}
