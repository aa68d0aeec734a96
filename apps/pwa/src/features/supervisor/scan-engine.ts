/**
 * What the scan screen loads with its camera, as one chunk: core's scan session (with core/qr and
 * crypto-js's AES) and the QR passphrase. Imported dynamically by scan-store.ts and qr-camera.tsx.
 */
import { DEV_QR_PASSPHRASE } from '@upah/core/qr';

export {
  checkScan,
  createScanSession,
  indexSubordinates,
  markRecorded,
  QR_SCAN_DELAY_MS,
  scanPresenceRequest,
  scanSubmitRule,
} from '@upah/core/rules/scan-session';

/** The deployment's passphrase (VITE_QR_PASSPHRASE); core's dev one for the mock and tests (core/qr). */
export const QR_PASSPHRASE: string =
  (import.meta.env.VITE_QR_PASSPHRASE as string | undefined)?.trim() || DEV_QR_PASSPHRASE;
