/**
 * Profil's "Perangkat absen" (DESIGN "Evidence"): the employee's approved phone (its name from its user agent, since
 * when), whether it is this one, an ask still waiting for the supervisor, and "Pindah ke ponsel ini", which asks the
 * supervisor to make this phone the one that clocks in. Hidden where attendance is off for the employee.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { deviceRequestLabels } from '@upah/core/catalogue/labels-device';
import { deviceEndpoints, type MyDeviceResponse } from '@upah/core/contract/device';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatDateTime } from '@upah/core/format';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';

export function DeviceSection({ profile }: { profile: EmployeeProfile }) {
  const { label } = useCopy();
  const [device, setDevice] = useState<MyDeviceResponse | null>(null);
  const [thisKid, setThisKid] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    // this phone's key (made and registered as the attendance area does), to tell whether it is the approved one
    const { gateKeyStore, prepareGateKey } = await import('@upah/core/stores/gate-key');
    await prepareGateKey(api, profile.pkID);
    setThisKid(gateKeyStore.key?.kid ?? null);
    try {
      setDevice(await api.call(deviceEndpoints.mine));
    } catch {
      setDevice(null);
    }
  }, [profile.pkID]);
  useEffect(() => {
    if (profile.attendanceAllowed) void load();
  }, [profile.attendanceAllowed, load]);
  if (!device) return null;

  const approved = device.approved;
  const isThisPhone = approved !== null && thisKid === approved.keyId;
  const move = async () => {
    setBusy(true);
    const { forgetGateRegistration, prepareGateKey } = await import('@upah/core/stores/gate-key');
    forgetGateRegistration();
    await prepareGateKey(api, profile.pkID);
    setAsked(true);
    setBusy(false);
    await load();
  };
  return (
    <section className="summary profile__device" aria-labelledby="device-title" data-testid="device-section">
      <h2 id="device-title" className="profile__device-title">
        {label(dashboardLabels.deviceTitle)}
      </h2>
      <p data-testid="device-approved">
        {approved
          ? `${approved.deviceName}${isThisPhone ? ` (${label(dashboardLabels.deviceThisPhone)})` : ''}, ${label(
              dashboardLabels.deviceSince,
              { date: formatDateTime(approved.approvedAt) },
            )}`
          : label(dashboardLabels.deviceNone)}
      </p>
      {device.pending ? (
        <p className="muted" data-testid="device-pending">
          {label(dashboardLabels.devicePending, { name: device.pending.deviceName })}
        </p>
      ) : null}
      {asked && device.pending ? (
        <Alert kind="success" role="status">
          {label(deviceRequestLabels.moveAsked)}
        </Alert>
      ) : null}
      {!isThisPhone && !device.pending ? (
        <Button variant="secondary" block onClick={() => void move()} disabled={busy}>
          {label(dashboardLabels.deviceMove)}
        </Button>
      ) : null}
    </section>
  );
}
