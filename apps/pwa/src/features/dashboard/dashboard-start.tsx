/**
 * /dashboard: the start-tab rule (SPEC §2 "On load, if attendance is not allowed for the user, the app
 * goes to tab 2. Otherwise it goes to tab 0"; core's `startTab`), applied once the profile has loaded.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { startTab } from '@upah/core/rules/dashboard';
import { Navigate } from 'react-router-dom';
import { useCopy } from '../../lib/use-copy';
import { Page } from '../../ui/page';
import { dashboardPath } from './dashboard-tabs';
import { ProfileGate } from './profile-gate';

export default function DashboardStart() {
  const { label } = useCopy();
  return (
    <Page title={label(dashboardLabels.loading)} titleHidden>
      <ProfileGate>{({ profile }) => <Navigate to={dashboardPath(startTab(profile))} replace />}</ProfileGate>
    </Page>
  );
}
