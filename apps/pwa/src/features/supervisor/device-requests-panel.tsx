/** "Perangkat baru" above the approval tabs (DESIGN "Evidence"): packages/ui's list, announced with the app's alerts. */
import { DeviceRequests } from '@upah/ui/device-requests';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';

export function DeviceRequestsPanel() {
  const { lang } = useCopy();
  return <DeviceRequests api={api} lang={lang} onDecided={(outcome) => showAlert(outcome)} />;
}
