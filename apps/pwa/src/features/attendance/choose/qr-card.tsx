/**
 * The employee's attendance QR (SPEC §3 "QR payload", §9; docs/ARCHITECTURE.md "The gate code"): SPEC's payload,
 * signed with this phone's key (core/stores/gate-key: made on the first visit, non-extractable, kept in
 * IndexedDB, registered with the server) and sealed with SPEC's cipher, drawn by qrcode.react (this chunk
 * only). Made again with a fresh issuedAt every 20 s with a visible countdown, so a screenshot is refused once
 * older than 60 s. A phone that cannot keep a key gets a plain message and the way to manual presence; a second
 * phone still waiting for the supervisor's approval gets no code (DESIGN "Evidence").
 * 256 px at level L (see QR_LEVEL): scannable from arm's length.
 */
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import type { QrPayload } from '@upah/core/qr';
import { signGateCode } from '@upah/core/qr/gate-code';
import { gateKeyStore, prepareGateKey } from '@upah/core/stores/gate-key';
import { Alert } from '@upah/ui/alert';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { qrPassphrase } from '../../../config/env';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';

export const QR_REFRESH_SECONDS = 20;
/**
 * Error correction L: a phone's lit screen is never torn or smudged like paper, and the signed code (about 450
 * characters) then needs version 14 (73 modules, 3.5 px each at 256 px) instead of 16 at level M: larger modules,
 * read from further away.
 */
export const QR_LEVEL = 'L';

export function QrCard({ payload, employeeId }: { payload: QrPayload; employeeId: number }) {
  const { label, message } = useCopy();
  const gate = useSnapshot(gateKeyStore);
  const [left, setLeft] = useState(QR_REFRESH_SECONDS);
  const [issued, setIssued] = useState(() => Date.now());
  const [code, setCode] = useState<string | null>(null);
  // The key's registration tried (answered or failed): only then may "not registered" show; while its answer
  // is on the way that warning would flash above the code and push everything under it down, then back.
  const [tried, setTried] = useState(false);
  useEffect(() => {
    let current = true;
    void prepareGateKey(api, employeeId).finally(() => {
      if (current) setTried(true);
    });
    return () => {
      current = false;
    };
  }, [employeeId]);
  useEffect(() => {
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s > 1) return s - 1;
        setIssued(Date.now());
        return QR_REFRESH_SECONDS;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  // the CryptoKey itself, not its snapshot
  const key = gate.key ? gateKeyStore.key : null;
  const { scheduleId, subOrdinateId, latitude, longitude, employeeName, shiftName, type } = payload;
  useEffect(() => {
    if (!key) return;
    let current = true;
    const fields = { scheduleId, subOrdinateId, latitude, longitude, employeeName, shiftName, type };
    void signGateCode(fields, key, { passphrase: qrPassphrase, now: issued }).then((signed) => {
      if (current) setCode(signed);
    });
    return () => {
      current = false;
    };
  }, [key, issued, scheduleId, subOrdinateId, latitude, longitude, employeeName, shiftName, type]);

  return (
    <section className="att-card att-qr" aria-labelledby="qr-title">
      <h2 id="qr-title" className="att-card__title">
        {label(attendanceClockLabels.qrTitle)}
      </h2>
      {gate.status === 'unsupported' ? (
        <Alert kind="warning" role="status">
          <span data-testid="qr-unsupported">{message('qrKeyUnsupported')}</span>
        </Alert>
      ) : gate.approval === 'pending' ? (
        // DESIGN "Evidence": a second phone draws no gate code until the supervisor approves it
        <Alert kind="warning" role="status">
          <span data-testid="qr-device-pending">{label(attendanceClockLabels.deviceNotApproved)}</span>
        </Alert>
      ) : (
        <>
          {tried && gate.status === 'ready' && !gate.registered ? (
            <Alert kind="warning" role="status">
              {message('qrKeyNotRegistered')}
            </Alert>
          ) : null}
          <div
            className="att-qr__code"
            data-testid="qr"
            data-issued={issued}
            data-code={code ?? ''}
            data-ready={code !== null && gate.registered ? 'true' : 'false'}
          >
            {code ? (
              <QRCodeSVG
                value={code}
                size={256}
                level={QR_LEVEL}
                marginSize={2}
                title={label(attendanceClockLabels.qrAlt, { name: employeeName })}
              />
            ) : null}
          </div>
          <p className="muted" aria-live="off" data-testid="qr-countdown">
            {label(attendanceClockLabels.qrHint, { seconds: left })}
          </p>
        </>
      )}
    </section>
  );
}
