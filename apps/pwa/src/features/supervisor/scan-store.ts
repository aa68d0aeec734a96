/**
 * The scan screen's flow (SPEC §2 /attendance/scan-qr, §5 QR, §8 'Absen karyawan success') as one small state
 * machine over core's scan session (codes verified locally against the subordinate's registered phone key,
 * docs/ARCHITECTURE.md "The gate code"; a key new in the last 24 hours adds "perangkat baru"):
 *
 *   scanning --decoded(valid)--> confirm --submit--> submitting --ok--> scanning (notice: success)
 *      ^  \--decoded(bad)--> scanning (notice: 'QR code is not valid!', expired, not yours, sudah tercatat)
 *      |                       confirm --cancel--> scanning        submitting --error--> confirm (notice)
 *   submit without a valid scan: 'QR Data not valid'.
 *
 * The Idempotency-Key is made when a code is accepted and kept across retries of that presence.
 *
 * Core's scan session (with core/qr and crypto-js's AES) is loaded with the camera (`loadScanEngine`), not
 * with the route: the screen shows before the decoder arrives.
 */
import { errorText, newIdempotencyKey } from '@upah/core/api';
import type { MessageKey, Vars } from '@upah/core/catalogue';
import type { Subordinate } from '@upah/core/contract/profile';
import type { ScannedPresence, ScanSession, SubordinateIndex } from '@upah/core/rules/scan-session';
import { sendSubordinatePresence } from '@upah/core/stores/subordinate-presence';
import { proxy, ref } from 'valtio';
import { api } from '../../lib/api-client';

export type ScanPhase = 'scanning' | 'confirm' | 'submitting';

export interface ScanNotice {
  kind: 'success' | 'danger' | 'warning';
  /** A catalogue message, or null with `text` (the server's message). */
  message: MessageKey | null;
  vars?: Vars;
  text?: string;
  /** "perangkat baru" for this employee (their phone key changed in the last 24 hours). */
  newDeviceOf?: string;
}

const KIND_OF_TONE = { accepted: 'success', duplicate: 'warning', refused: 'danger' } as const;

type ScanEngine = typeof import('./scan-engine');

export interface ScanState {
  /** Core's scan session module, once loaded. */
  engine: ScanEngine | null;
  /** Subordinates indexed by id (built when the engine and the list are there). */
  index: SubordinateIndex | null;
  phase: ScanPhase;
  presence: ScannedPresence | null;
  scannedAt: number;
  idempotencyKey: string | null;
  notice: ScanNotice | null;
  session: ScanSession | null;
}

const initial = (): ScanState => ({
  engine: null,
  index: null,
  phase: 'scanning',
  presence: null,
  scannedAt: 0,
  idempotencyKey: null,
  notice: null,
  session: null,
});

export const scanStore = proxy<ScanState>(initial());

/** Loads core's scan session (a separate chunk, with the decryption). */
export async function loadScanEngine(): Promise<void> {
  if (scanStore.engine) return;
  const engine = await import('./scan-engine');
  scanStore.engine = ref(engine);
  scanStore.session ??= ref(engine.createScanSession());
  reindex();
}

let subordinateList: readonly Subordinate[] = [];

function reindex(): void {
  if (scanStore.engine) scanStore.index = ref(scanStore.engine.indexSubordinates(subordinateList));
}

/** The direct subordinates changed: re-index them for the scan session. */
export function setScanSubordinates(list: readonly Subordinate[]): void {
  subordinateList = list;
  reindex();
}

let checking = false;

/** A code read by the camera (ignored unless scanning and ready, or while the previous one is checked). */
export async function codeDecoded(text: string, now = Date.now()): Promise<void> {
  const { engine, session, index } = scanStore;
  if (scanStore.phase !== 'scanning' || !engine || !session || !index || checking) return;
  checking = true;
  let verdict: Awaited<ReturnType<ScanEngine['checkScan']>>;
  try {
    verdict = await engine.checkScan(session, text, {
      passphrase: engine.QR_PASSPHRASE,
      subordinates: index,
      now,
    });
  } finally {
    checking = false;
  }
  if (scanStore.phase !== 'scanning') return;
  const notice = engine.scanNotice(verdict);
  const newDevice = notice.newDevice && notice.vars ? { newDeviceOf: notice.vars.name } : {};
  if (verdict.ok) {
    scanStore.phase = 'confirm';
    scanStore.presence = verdict.presence;
    scanStore.scannedAt = now;
    scanStore.idempotencyKey = newIdempotencyKey();
    scanStore.notice = notice.newDevice ? { kind: 'warning', message: null, ...newDevice } : null;
    return;
  }
  scanStore.notice = {
    kind: KIND_OF_TONE[notice.tone],
    message: notice.message,
    ...(notice.vars ? { vars: notice.vars } : {}),
    ...newDevice,
  };
}

/** Back to scanning without recording. */
export function cancelScan(): void {
  scanStore.phase = 'scanning';
  scanStore.presence = null;
  scanStore.idempotencyKey = null;
}

/** Records the confirmed presence (subordinate clock-in or clock-out at the scan time). */
export async function submitScan(): Promise<boolean> {
  const { engine, presence } = scanStore;
  if (!engine || !presence) {
    scanStore.notice = { kind: 'danger', message: 'qrDataInvalid' };
    return false;
  }
  const rule = engine.scanSubmitRule(presence);
  if (!rule.ok) {
    scanStore.notice = { kind: 'danger', message: rule.message };
    return false;
  }
  if (scanStore.phase === 'submitting') return false;
  scanStore.phase = 'submitting';
  const request = engine.scanPresenceRequest(presence, scanStore.scannedAt);
  const options = { idempotencyKey: scanStore.idempotencyKey ?? newIdempotencyKey() };
  try {
    await sendSubordinatePresence(api, request, options);
  } catch (error) {
    scanStore.phase = 'confirm';
    scanStore.notice = { kind: 'danger', message: null, text: errorText(error) };
    return false;
  }
  scanStore.session = ref(
    engine.markRecorded(scanStore.session ?? engine.createScanSession(), presence, scanStore.scannedAt),
  );
  scanStore.phase = 'scanning';
  scanStore.presence = null;
  scanStore.idempotencyKey = null;
  scanStore.notice = { kind: 'success', message: 'subordinatePresenceSuccess' };
  return true;
}

/** Leaves the screen: the flow starts over next time (the loaded engine stays). */
export function resetScan(): void {
  checking = false;
  const engine = scanStore.engine;
  Object.assign(scanStore, initial(), { engine, session: engine ? ref(engine.createScanSession()) : null });
}
