/**
 * Scan mode as a small state machine (SPEC §2 scan-qr on the gate console; DESIGN "the scan loop should read as a list
 * of states and the events between them"). Camera: starting → running | denied. Each decoded text is one event:
 *
 *   same text as the last read, within SAME_TEXT_QUIET_MS → ignored (the code is still in front of the camera)
 *   otherwise core's scan session decides (checkScan):
 *     accepted  → mark recorded, count it, card "accepted", beep, queue the presence with the scan time and the
 *                 frame as its photo (sent at once when online, later when not)
 *     duplicate → card "sudah tercatat", nothing sent
 *     invalid / expired / not-subordinate / wrong-schedule → red card, nothing sent
 *
 * The card never blocks scanning: the next code replaces it at once.
 */
import type { MessageKey } from '@upah/core/catalogue';
import type { Subordinate } from '@upah/core/contract/profile';
import { jakartaDate, jakartaTime } from '@upah/core/format';
import type { QrClockType } from '@upah/core/qr';
import {
  checkScan,
  createScanSession,
  indexSubordinates,
  markRecorded,
  type ScannedPresence,
  type ScanSession,
  type SubordinateIndex,
} from '@upah/core/rules/scan-session';
import { proxy } from 'valtio';

/** A code held up to the camera is read many times a second: the same text is one event for this long. */
export const SAME_TEXT_QUIET_MS = 3000;
const TODAY_KEY = 'upah.console.today';

export type CameraStatus = 'starting' | 'running' | 'denied';

export interface ScanCard {
  /** Changes with every card, so the screen can re-announce the same text. */
  seq: number;
  kind: 'accepted' | 'duplicate' | 'refused';
  message: MessageKey;
  vars?: Readonly<Record<string, string>>;
  name: string | null;
  shiftName: string | null;
  type: QrClockType | null;
  /** HH:mm (Asia/Jakarta) of the scan: the clock time recorded. */
  time: string;
}

export interface ScanState {
  camera: CameraStatus;
  card: ScanCard | null;
  todayCount: number;
}

function readToday(now: number): number {
  try {
    const saved = JSON.parse(localStorage.getItem(TODAY_KEY) ?? 'null') as {
      date: string;
      count: number;
    } | null;
    return saved && saved.date === jakartaDate(now) ? saved.count : 0;
  } catch {
    return 0;
  }
}

export const scanState = proxy<ScanState>({
  camera: 'starting',
  card: null,
  todayCount: readToday(Date.now()),
});

let session: ScanSession = createScanSession();
let lastText = '';
let lastTextAt = 0;
let seq = 0;
let indexed: { list: readonly Subordinate[]; index: SubordinateIndex } | null = null;

function indexOf(list: readonly Subordinate[]): SubordinateIndex {
  if (indexed?.list !== list) indexed = { list, index: indexSubordinates(list) };
  return indexed.index;
}

export function setCamera(status: CameraStatus): void {
  scanState.camera = status;
}

export interface ScanEnv {
  passphrase: string;
  subordinates: readonly Subordinate[];
  now: number;
}

export type ScanOutcome =
  | { kind: 'ignored' }
  | { kind: 'refused' | 'duplicate'; card: ScanCard }
  | { kind: 'accepted'; card: ScanCard; presence: ScannedPresence };

/** One decoded text. Pure apart from the store: the caller beeps and queues an accepted presence. */
export function handleScan(text: string, env: ScanEnv): ScanOutcome {
  const { now } = env;
  if (text === lastText && now - lastTextAt < SAME_TEXT_QUIET_MS) {
    lastTextAt = now;
    return { kind: 'ignored' };
  }
  lastText = text;
  lastTextAt = now;
  const verdict = checkScan(session, text, {
    passphrase: env.passphrase,
    subordinates: indexOf(env.subordinates),
    now,
  });
  const presence = 'presence' in verdict ? verdict.presence : null;
  const card: ScanCard = {
    seq: ++seq,
    kind: verdict.ok ? 'accepted' : verdict.status === 'duplicate' ? 'duplicate' : 'refused',
    message: verdict.message,
    ...('vars' in verdict ? { vars: verdict.vars } : {}),
    name: presence?.name ?? null,
    shiftName: presence?.shiftName ?? null,
    type: presence?.type ?? null,
    time: jakartaTime(now).slice(0, 5),
  };
  scanState.card = card;
  if (!verdict.ok) return { kind: card.kind === 'duplicate' ? 'duplicate' : 'refused', card };
  session = markRecorded(session, verdict.presence, now);
  scanState.todayCount = readToday(now) + 1;
  localStorage.setItem(TODAY_KEY, JSON.stringify({ date: jakartaDate(now), count: scanState.todayCount }));
  return { kind: 'accepted', card, presence: verdict.presence };
}

/** Hides the card (after a while); scanning goes on regardless. */
export function clearCard(seqShown: number): void {
  if (scanState.card?.seq === seqShown) scanState.card = null;
}

export function resetScan(): void {
  session = createScanSession();
  lastText = '';
  lastTextAt = 0;
  scanState.card = null;
  scanState.camera = 'starting';
}
