/**
 * "Perangkat baru" in the approval queues of both apps (DESIGN "Evidence"): each direct subordinate's ask to clock in
 * from a new phone, with the phone's name (from its user agent) and when it asked; Setujui makes it their device,
 * Tolak asks for a reason. Shown only while an ask waits; loads with the screen and again after each decision.
 */

import type { ApiClient } from '@upah/core/api/client';
import { type Lang, tr } from '@upah/core/catalogue';
import { deviceRequestLabels } from '@upah/core/catalogue/labels-device';
import { formatDateTime } from '@upah/core/format';
import {
  type DeviceDecision,
  decideDeviceRequest,
  deviceRequestsStore,
  loadDeviceRequests,
} from '@upah/core/stores/device-requests';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from './button';
import { Field } from './field';
import './device-requests.css';

export function DeviceRequests({
  api,
  lang,
  onDecided,
}: {
  api: Pick<ApiClient, 'call'>;
  lang: Lang;
  /** The outcome to announce (the app's toast or notice). */
  onDecided: (outcome: { kind: 'success' | 'danger'; text: string }) => void;
}) {
  const { items, busy } = useSnapshot(deviceRequestsStore);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    void loadDeviceRequests(api);
  }, [api]);
  if (items.length === 0) return null;

  const report = (result: DeviceDecision) =>
    onDecided(
      result.ok ? { kind: 'success', text: tr(result.label, lang) } : { kind: 'danger', text: result.text },
    );
  const reject = async (event: FormEvent, id: number) => {
    event.preventDefault();
    const result = await decideDeviceRequest(api, id, reason.trim());
    report(result);
    if (result.ok) {
      setRejecting(null);
      setReason('');
    }
  };
  return (
    <section
      className="device-requests stack"
      aria-labelledby="device-requests-title"
      data-testid="device-requests"
    >
      <h2 id="device-requests-title" className="device-requests__title">
        {tr(deviceRequestLabels.title, lang)}{' '}
        <span className="muted">{tr(deviceRequestLabels.count, lang, { count: items.length })}</span>
      </h2>
      <ul className="device-requests__list">
        {items.map((d) => (
          <li key={d.id} className="device-requests__item" data-testid="device-request">
            <div>
              <strong>{d.employeeName}</strong>
              <p className="muted">
                {tr(deviceRequestLabels.asked, lang, {
                  device: d.deviceName,
                  date: formatDateTime(d.requestedAt),
                })}
              </p>
            </div>
            {rejecting === d.id ? (
              <form className="device-requests__reject" onSubmit={(e) => void reject(e, d.id)}>
                <Field
                  label={tr(deviceRequestLabels.reason, lang)}
                  value={reason}
                  required
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
                <Button type="submit" variant="danger" disabled={busy || reason.trim() === ''}>
                  {tr(deviceRequestLabels.send, lang)}
                </Button>
                <Button variant="secondary" onClick={() => setRejecting(null)}>
                  {tr(deviceRequestLabels.cancel, lang)}
                </Button>
              </form>
            ) : (
              <div className="device-requests__actions">
                <Button
                  disabled={busy}
                  onClick={() => void decideDeviceRequest(api, d.id, null).then(report)}
                >
                  {tr(deviceRequestLabels.approve, lang)}
                </Button>
                <Button variant="danger" disabled={busy} onClick={() => setRejecting(d.id)}>
                  {tr(deviceRequestLabels.reject, lang)}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
