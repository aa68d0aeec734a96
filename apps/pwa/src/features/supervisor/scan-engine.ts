/**
 * What the scan screen loads with its camera, as one chunk: core's scan session (with core/qr, crypto-js's AES
 * and the gate code's signature check), the verdict → notice mapping and the QR passphrase. Imported
 * dynamically by scan-store.ts and qr-camera.tsx.
 */
import { qrPassphrase } from '../../config/env';

export { scanNotice } from '@upah/core/rules/scan-notice';

export {
  checkScan,
  createScanSession,
  indexSubordinates,
  markRecorded,
  QR_SCAN_DELAY_MS,
  scanPresenceRequest,
  scanSubmitRule,
} from '@upah/core/rules/scan-session';

/** The deployment's passphrase (config/env.ts). */
export const QR_PASSPHRASE: string = qrPassphrase;
