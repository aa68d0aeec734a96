/**
 * The kiosk's health on Settings: the scan screen's camera state (core rules/camera-state), since when it runs, how often the watchdog restarted the camera or the QR
 * reader by itself, the last problem, memory now and the storage the offline queue uses (lib/kiosk-health).
 */

import { cameraStateLabels } from '@upah/core/catalogue/labels-console-camera';
import { healthLabels } from '@upah/core/catalogue/labels-console-health';
import { formatTime } from '@upah/core/format';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes, kioskHealth, refreshHealth, storageLeft, storageLow } from '../../lib/kiosk-health';
import { useCopy } from '../../lib/use-copy';
import './kiosk-health.css';

const REFRESH_MS = 5000;

export function KioskHealthPanel() {
  const { lang, label } = useCopy();
  const health = useSnapshot(kioskHealth);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void refreshHealth();
    const timer = window.setInterval(() => {
      setNow(Date.now());
      void refreshHealth();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.floor((now - health.startedAt) / 60_000));
  const bytes = (value: number | null) =>
    value === null ? label(healthLabels.unknown) : formatBytes(value, lang);
  const camera = health.camera;
  const rows: [string, string, string][] = [
    [
      'camera',
      label(cameraStateLabels.healthRow),
      label(cameraStateLabels.healthSince, {
        state: label(cameraStateLabels.states[camera.kind], { error: camera.errorName ?? '' }),
        time: formatTime(camera.since),
      }),
    ],
    [
      'uptime',
      label(healthLabels.uptime),
      `${formatTime(health.startedAt)} (${label(healthLabels.uptimeValue, {
        hours: Math.floor(minutes / 60),
        minutes: minutes % 60,
      })})`,
    ],
    ['camera-restarts', label(healthLabels.cameraRestarts), String(health.cameraRestarts)],
    ['worker-restarts', label(healthLabels.workerRestarts), String(health.workerRestarts)],
    ['worker-recycles', label(healthLabels.workerRecycles), String(health.workerRecycles)],
    [
      'last-problem',
      label(healthLabels.lastError),
      health.lastProblem
        ? `${label(healthLabels.problems[health.lastProblem.problem])} (${formatTime(health.lastProblem.at)})`
        : label(healthLabels.none),
    ],
    [
      'memory',
      label(healthLabels.memory),
      label(healthLabels.memoryValue, { page: bytes(health.pageBytes), decoder: bytes(health.decoderBytes) }),
    ],
    [
      'storage',
      label(healthLabels.storage),
      health.storage
        ? `${label(healthLabels.storageValue, {
            used: formatBytes(health.storage.usage, lang),
            quota: formatBytes(health.storage.quota, lang),
          })} · ${label(health.persisted ? healthLabels.persisted : healthLabels.notPersisted)}`
        : label(healthLabels.unknown),
    ],
  ];
  return (
    <section className="kiosk-health" aria-labelledby="kiosk-health-title" data-testid="kiosk-health">
      <h2 id="kiosk-health-title">{label(healthLabels.title)}</h2>
      <dl className="kiosk-health__facts">
        {rows.map(([key, term, value]) => (
          <div key={key} data-testid={`health-${key}`}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {storageLow(health) ? (
        <p className="banner banner--offline" role="status">
          {label(healthLabels.storageLow, { free: bytes(storageLeft(health)) })}
        </p>
      ) : null}
    </section>
  );
}
