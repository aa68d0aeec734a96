/** "Perangkat baru" above the approval tabs (DESIGN "Evidence"): packages/ui's list, announced as a notice. */
import { DeviceRequests } from '@upah/ui/device-requests';
import { api } from '../../lib/api-client';
import { showNotice } from '../../lib/notice';
import { useCopy } from '../../lib/use-copy';

export function DeviceRequestsPanel() {
  const { lang } = useCopy();
  return (
    <DeviceRequests api={api} lang={lang} onDecided={(outcome) => showNotice(outcome.kind, outcome.text)} />
  );
}
