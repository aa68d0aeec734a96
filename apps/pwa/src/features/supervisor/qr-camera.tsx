/**
 * The camera view that reads QR codes (SPEC §2 scan-qr, §9 "QR scan delay: 1000 ms"). html5-qrcode
 * (~107 KB gzip, DESIGN) and core's scan session are imported only when this component mounts: their own
 * chunks, loaded on the scan screen alone, after it shows. A decoded text is handed on at most once per QR_SCAN_DELAY_MS; the same text is not
 * handed on again while it stays in view.
 */
import { useEffect, useId, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'running' | 'failed';

export function QrCamera({
  onDecoded,
  label,
  onStatus,
}: {
  onDecoded: (text: string) => void;
  /** Accessible name of the camera region. */
  label: string;
  onStatus?: (status: CameraStatus) => void;
}) {
  const regionId = `qr-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const handler = useRef(onDecoded);
  handler.current = onDecoded;
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;
  const [status, setStatus] = useState<CameraStatus>('starting');

  useEffect(() => {
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    let last = { text: '', at: -Infinity };
    const report = (next: CameraStatus) => {
      if (stopped) return;
      setStatus(next);
      statusRef.current?.(next);
    };
    void Promise.all([import('html5-qrcode'), import('./scan-engine')])
      .then(async ([{ Html5Qrcode, Html5QrcodeSupportedFormats }, { QR_SCAN_DELAY_MS }]) => {
        if (stopped) return;
        const scanner = new Html5Qrcode(regionId, {
          verbose: false,
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
          useBarCodeDetectorIfSupported: true,
        });
        stop = async () => {
          try {
            if (scanner.isScanning) await scanner.stop();
            scanner.clear();
          } catch {
            // already stopped
          }
        };
        await scanner.start(
          { facingMode: 'environment' },
          // The whole frame is scanned (no qrbox): a code held anywhere in view, near or far, is read.
          { fps: 10 },
          (text) => {
            const now = performance.now();
            if (
              now - last.at < QR_SCAN_DELAY_MS ||
              (text === last.text && now - last.at < 3 * QR_SCAN_DELAY_MS)
            ) {
              if (text === last.text) last = { text, at: now };
              return;
            }
            last = { text, at: now };
            handler.current(text);
          },
          () => {},
        );
        if (stopped) await stop();
        else report('running');
      })
      .catch(() => report('failed'));
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [regionId]);

  return <div id={regionId} className="sup-camera" role="img" aria-label={label} data-status={status} />;
}
