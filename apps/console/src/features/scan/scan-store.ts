/**
 * Scan mode as a small state machine (DESIGN "the scan loop should read as a list of states and the events
 * between them"). The camera's own states are core's rules/camera-state, kept by lib/scan-watchdog. Each decoded
 * text is one event:
 *
 *   same text as the last read, within SAME_TEXT_QUIET_MS, or while the previous text is being checked → ignored
 *   otherwise core's scan session decides (checkScan, with the signature checked locally against the
 *   subordinate's registered key, docs/ARCHITECTURE.md "The gate code"):
 *     accepted  → mark recorded, count it, card "accepted", beep, queue the presence with the scan time and the
 *                 frame as its photo (sent at once when online, later when not)
 *     duplicate → card "sudah tercatat", nothing sent (also the same code recorded before, in this session or
 *                 still in the queue)
 *     invalid / expired / not-subordinate / wrong-schedule → red card, nothing sent
 *   A key registered in the last 24 hours adds "perangkat baru" to the card: a hint, never a block.
 *
 * The card never blocks scanning: the next code replaces it at once.
 */
import type { MessageKey } from '@upah/core/catalogue';
import type { Subordinate } from '@upah/core/contract/profile';
import { jakartaDate, jakartaTime } from '@upah/core/format';
import type { QrClockType } from '@upah/core/qr';
import { scanNotice } from '@upah/core/rules/scan-notice';
import {
  checkScan,
  codeKeyOf,
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
  /** The employee's phone key was registered in the last 24 hours ("perangkat baru"). */
  newDevice: boolean;
}

export interface ScanState {
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

export interface ScanEnv {
  passphrase: string;
  subordinates: readonly Subordinate[];
  now: number;
  /** Replay keys (`kid|issuedAt`) of codes waiting in the offline queue: refused as already recorded. */
  queuedCodes?: ReadonlySet<string>;
}

export type ScanOutcome =
  | { kind: 'ignored' }
  | { kind: 'refused' | 'duplicate'; card: ScanCard }
  | { kind: 'accepted'; card: ScanCard; presence: ScannedPresence };

let checking = false;

/** One decoded text. Pure apart from the store: the caller beeps and queues an accepted presence. */
export async function handleScan(text: string, env: ScanEnv): Promise<ScanOutcome> {
  const { now } = env;
  if (checking || (text === lastText && now - lastTextAt < SAME_TEXT_QUIET_MS)) {
    if (text === lastText) lastTextAt = now;
    return { kind: 'ignored' };
  }
  lastText = text;
  lastTextAt = now;
  checking = true;
  let verdict: Awaited<ReturnType<typeof checkScan>>;
  try {
    verdict = await checkScan(session, text, {
      passphrase: env.passphrase,
      subordinates: indexOf(env.subordinates),
      now,
    });
  } finally {
    checking = false;
  }
  if (verdict.ok && env.queuedCodes?.has(codeKeyOf(verdict.presence))) {
    verdict = {
      ...verdict,
      ok: false,
      status: 'duplicate',
      message: 'scanAlreadyRecorded',
      vars: { name: verdict.presence.name },
    };
  }
  const notice = scanNotice(verdict);
  const presence = 'presence' in verdict ? verdict.presence : null;
  const card: ScanCard = {
    seq: ++seq,
    kind: notice.tone,
    message: notice.message,
    ...(notice.vars ? { vars: notice.vars } : {}),
    name: presence?.name ?? null,
    shiftName: presence?.shiftName ?? null,
    type: presence?.type ?? null,
    time: jakartaTime(now).slice(0, 5),
    newDevice: notice.newDevice,
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
  checking = false;
  lastText = '';
  lastTextAt = 0;
  scanState.card = null;
}
