/**
 * The camera view that reads QR codes (SPEC §2 scan-qr, §9 "QR scan delay: 1000 ms"). The shared scanner of
 * @upah/ui/qr-scanner (getUserMedia, the platform's BarcodeDetector or the zxing-wasm ponyfill) and core's scan
 * session are imported only when this component mounts: their own chunks, loaded on the scan screen alone, after it
 * shows. A decoded text is handed on at most once per QR_SCAN_DELAY_MS; the same text is not handed on again while
 * it stays in view.
 */
import { useEffect, useRef, useState } from 'react';

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
  const region = useRef<HTMLDivElement>(null);
  const handler = useRef(onDecoded);
  handler.current = onDecoded;
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;
  const [status, setStatus] = useState<CameraStatus>('starting');

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    let last = { text: '', at: Number.NEGATIVE_INFINITY };
    const report = (next: CameraStatus) => {
      if (stopped) return;
      setStatus(next);
      statusRef.current?.(next);
    };
    void Promise.all([import('@upah/ui/qr-scanner'), import('./scan-engine')])
      .then(async ([{ startQrScanner }, { QR_SCAN_DELAY_MS }]) => {
        if (stopped) return;
        const scanner = await startQrScanner(element, {
          facing: 'environment',
          onText: (text) => {
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
        });
        stop = () => scanner.stop();
        if (stopped) stop();
        else report('running');
      })
      .catch(() => report('failed'));
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return <div ref={region} className="sup-camera" role="img" aria-label={label} data-status={status} />;
}
