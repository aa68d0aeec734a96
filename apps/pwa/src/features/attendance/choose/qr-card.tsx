/**
 * The employee's attendance QR (SPEC §3 "QR payload", §9): encrypted by core/qr, drawn by
 * qrcode.react (this chunk only), made again with a fresh issuedAt every 20 s with a visible countdown, so a
 * screenshot is refused once older than 60 s (QR_MAX_AGE_MS). 256 px: scannable from arm's length.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { DEV_QR_PASSPHRASE, encryptQrPayload, type QrPayload } from '@upah/core/qr';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useCopy } from '../../../lib/use-copy';

export const QR_REFRESH_SECONDS = 20;
/** The deployment's passphrase (VITE_QR_PASSPHRASE); the dev one only for the mock and tests (core/qr). */
const PASSPHRASE = (import.meta.env.VITE_QR_PASSPHRASE as string | undefined) || DEV_QR_PASSPHRASE;

export function QrCard({ payload }: { payload: QrPayload }) {
  const { label } = useCopy();
  const [left, setLeft] = useState(QR_REFRESH_SECONDS);
  const [issued, setIssued] = useState(() => Date.now());
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
  const code = encryptQrPayload(payload, { passphrase: PASSPHRASE, now: issued });
  return (
    <section className="att-card att-qr" aria-labelledby="qr-title">
      <h2 id="qr-title" className="att-card__title">
        {label(attendanceLabels.qrTitle)}
      </h2>
      <div className="att-qr__code" data-testid="qr" data-issued={issued} data-code={code}>
        <QRCodeSVG
          value={code}
          size={256}
          level="M"
          marginSize={2}
          title={label(attendanceLabels.qrAlt, { name: payload.employeeName })}
        />
      </div>
      <p className="muted" aria-live="off" data-testid="qr-countdown">
        {label(attendanceLabels.qrHint, { seconds: left })}
      </p>
    </section>
  );
}
