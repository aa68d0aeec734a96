/**
 * /attendance/scan-qr (SPEC §2; §5 QR; §8 'Absen karyawan success'; §9 scan delay 1000 ms). The camera reads
 * an employee's code; core's scan session checks it ('QR code is not valid!', expired, not a direct
 * subordinate, wrong schedule, 'sudah tercatat'); a confirmation shows name, shift and type; Kirim records
 * the subordinate clock-in or clock-out at the scan time. Kirim without a valid scan: 'QR Data not valid'.
 */
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';
import { type CameraStatus, QrCamera } from './qr-camera';
import {
  cancelScan,
  codeDecoded,
  loadScanEngine,
  resetScan,
  scanStore,
  setScanSubordinates,
  submitScan,
} from './scan-store';
import { SupervisorFrame } from './supervisor-frame';
import { useSubordinates } from './use-subordinates';

function ScanScreen() {
  const { label, message } = useCopy();
  const snap = useSnapshot(scanStore);
  const { subordinates } = useSubordinates();
  const [camera, setCamera] = useState<CameraStatus>('starting');
  useEffect(() => {
    void loadScanEngine();
    return resetScan;
  }, []);
  useEffect(() => setScanSubordinates(subordinates), [subordinates]);
  const presence = snap.presence;
  const notice = snap.notice;

  return (
    <div className="stack sup-scan">
      <p className="muted">{label(supervisorLabels.scanHint)}</p>
      {/* The camera's state sits inside its box (a fixed 4:3), so the confirm card below never moves when the
          camera starts, runs or fails (SPEC §2: a tap lands on what the user saw). */}
      <div className="sup-camera-wrap">
        <QrCamera
          label={label(supervisorLabels.scanHint)}
          onDecoded={(text) => void codeDecoded(text)}
          onStatus={setCamera}
        />
        {camera === 'starting' ? (
          <p className="sup-camera-status sup-camera-status--text">
            {label(supervisorLabels.cameraStarting)}
          </p>
        ) : null}
        {camera === 'failed' ? (
          <div className="sup-camera-status">
            <Alert kind="danger" role="alert">
              {message('clockCameraPermission')}
            </Alert>
          </div>
        ) : null}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {notice ? (
          <Alert kind={notice.kind} role={notice.kind === 'success' ? 'status' : 'alert'}>
            {notice.message ? message(notice.message, notice.vars) : notice.text}
            {notice.newDeviceOf ? (
              <span className="sup-new-device" data-testid="new-device">
                {message('scanNewDevice', { name: notice.newDeviceOf })}
              </span>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <section className="sup-card" aria-labelledby="scan-confirm-title">
        <h2 id="scan-confirm-title" className="sup-card__title">
          {label(supervisorLabels.confirmTitle)}
        </h2>
        <dl className="sup-facts">
          <dt>{label(supervisorLabels.name)}</dt>
          <dd>{presence?.name ?? '–'}</dd>
          <dt>{label(supervisorLabels.shift)}</dt>
          <dd>{presence?.shiftName ?? '–'}</dd>
          <dt>{label(supervisorLabels.type)}</dt>
          <dd>
            {presence
              ? label(presence.type === 'clock-in' ? supervisorLabels.clockIn : supervisorLabels.clockOut)
              : '–'}
          </dd>
        </dl>
        <div className="row">
          <Button
            variant="primary"
            block
            busy={snap.phase === 'submitting'}
            onClick={() => void submitScan()}
          >
            {label(supervisorLabels.submit)}
          </Button>
          {presence ? (
            <Button variant="secondary" block onClick={cancelScan} disabled={snap.phase === 'submitting'}>
              {label(supervisorLabels.cancel)}
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}

export default function ScanQrRoute() {
  const { label } = useCopy();
  return <SupervisorFrame title={label(supervisorLabels.scanTitle)}>{() => <ScanScreen />}</SupervisorFrame>;
}
