/**
 * The kiosk's health, shown on Settings so a supervisor or HR can see how the tablet's day went: since when the
 * page runs, how often the watchdog restarted the camera or the decoder, the last problem, the memory now, and
 * the storage the offline queue uses. The watchdog (./scan-watchdog.ts) records here; nothing here acts.
 *
 * Storage: a full day offline is ~2,000 scans with a ~50–150 KB photo each (100–300 MB). The queue asks for
 * persistent storage; when less than LOW_STORAGE_BYTES (or 10 % of the quota) is left the scan screen says so,
 * before a write fails.
 */
import { type CameraFault, type CameraState, initialCameraState } from '@upah/core/rules/camera-state';
import { proxy, ref } from 'valtio';

export type HealthProblem =
  | 'camera-ended'
  | 'camera-frozen'
  | `camera-${CameraFault}`
  | 'worker-error'
  | 'worker-timeout';

export interface KioskHealth {
  /** Epoch ms when this page started. */
  startedAt: number;
  /** The scan screen's camera (core rules/camera-state), as the watchdog last saw it; replaced whole. */
  camera: CameraState;
  cameraRestarts: number;
  workerRestarts: number;
  workerRecycles: number;
  lastProblem: { problem: HealthProblem; at: number } | null;
  /** The page's JS heap (Chromium's performance.memory), bytes. */
  pageBytes: number | null;
  /** The decode worker's wasm memory, bytes. */
  decoderBytes: number | null;
  storage: { usage: number; quota: number } | null;
  persisted: boolean | null;
}

export const LOW_STORAGE_BYTES = 200 * 1024 * 1024;

export const kioskHealth = proxy<KioskHealth>({
  startedAt: Date.now(),
  camera: ref(initialCameraState(Date.now())),
  cameraRestarts: 0,
  workerRestarts: 0,
  workerRecycles: 0,
  lastProblem: null,
  pageBytes: null,
  decoderBytes: null,
  storage: null,
  persisted: null,
});

export function recordProblem(problem: HealthProblem, now = Date.now()): void {
  kioskHealth.lastProblem = { problem, at: now };
}

export function recordCameraState(state: CameraState): void {
  kioskHealth.camera = ref(state);
}

export function recordCameraRestart(): void {
  kioskHealth.cameraRestarts++;
}

export function recordWorkerRestart(reason: 'error' | 'timeout'): void {
  kioskHealth.workerRestarts++;
  recordProblem(reason === 'error' ? 'worker-error' : 'worker-timeout');
}

export function recordWorkerRecycle(): void {
  kioskHealth.workerRecycles++;
}

export function recordDecoderMemory(bytes: number | null): void {
  if (kioskHealth.decoderBytes !== bytes) kioskHealth.decoderBytes = bytes;
}

/** Reads the page's heap, the storage estimate and whether storage is persistent. */
export async function refreshHealth(): Promise<void> {
  const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
  kioskHealth.pageBytes = memory?.usedJSHeapSize ?? null;
  const storage = navigator.storage;
  if (!storage) return;
  try {
    const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.()]);
    kioskHealth.storage = { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 };
    kioskHealth.persisted = persisted ?? null;
  } catch {
    // No estimate in this browser: Settings says "unknown".
  }
}

/** Bytes left before the queue's writes would fail, or null when the browser does not say. */
export function storageLeft(health: Pick<KioskHealth, 'storage'>): number | null {
  if (!health.storage || health.storage.quota === 0) return null;
  return Math.max(0, health.storage.quota - health.storage.usage);
}

/** Space runs low: under LOW_STORAGE_BYTES or under 10 % of the quota left. */
export function storageLow(health: Pick<KioskHealth, 'storage'>): boolean {
  const left = storageLeft(health);
  if (left === null || !health.storage) return false;
  return left < Math.min(LOW_STORAGE_BYTES, health.storage.quota * 0.5) || left < health.storage.quota * 0.1;
}

/** "12,3 MB" in the UI language's digits. */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${(mb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} GB`;
  return `${mb.toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}
