/**
 * Clocking in and out with no signal (DESIGN "Offline on the phone"; an extension of SPEC §7 clock-in and
 * clock-out): the server's acceptance window for a time the phone kept, the phone's clock offset read from the
 * server's `Date` header, the flags a supervisor sees, and the order a phone sends its kept entries in.
 * Pure functions; a refusal is a typed result with a catalogue message, never a throw.
 */
import type { ClockType, PresenceFlag } from '../contract/attendance';
import { fail, type RuleFailure } from './result';

/** How far back a kept clock time is accepted by default (the server may configure another limit). */
export const OFFLINE_CLOCK_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** How far ahead of the server's clock a corrected clock time may be (clocks drift; a tap cannot be later). */
export const CLOCK_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** A phone clock off by more than this is flagged `clock-skew` for the supervisor. */
export const CLOCK_SKEW_FLAG_MS = 2 * 60 * 1000;
/**
 * A tap that reaches the server more than this after it happened (on the server's clock) was kept on the phone:
 * flagged `offline` even when the phone believed it had signal (a call that failed while "online", retried later
 * with the same body and key).
 */
export const LATE_ARRIVAL_MS = 2 * 60 * 1000;

export interface ClientClockTime {
  /** The tap on the phone's clock, epoch ms. */
  clientTimeMs: number;
  /** Server minus phone at the last successful call; null when never measured. */
  clockOffsetMs: number | null;
  /** The server's clock when the entry arrives, epoch ms. */
  serverNowMs: number;
  /** Whether the phone kept the entry and sent it later. */
  offline: boolean;
  /** How far back a time is accepted (default 12 hours). */
  maxAgeMs?: number;
}

export type ClockTimeResult =
  | { ok: true; atMs: number; flags: PresenceFlag[] }
  | (RuleFailure & { code: 'too-old' | 'in-future' });

/**
 * The time the server records for a clock entry and its flags:
 * - the tap on the server's clock is `clientTime + clockOffsetMs` (without a measured offset, the phone's
 *   clock as it is);
 * - refused when that is more than `maxAgeMs` back, or more than 5 minutes ahead of the server;
 * - `offline` when the phone kept it, or when the corrected tap arrives more than 2 minutes late (only with a
 *   measured offset: without one a late arrival and a wrong clock look the same);
 * - `clock-skew` when the phone's clock was off by more than 2 minutes (the measured offset, or for an entry
 *   sent at once, its distance from the server's clock).
 */
export function clockTimeCheck(input: ClientClockTime): ClockTimeResult {
  const maxAgeMs = input.maxAgeMs ?? OFFLINE_CLOCK_MAX_AGE_MS;
  const atMs = input.clientTimeMs + (input.clockOffsetMs ?? 0);
  if (atMs > input.serverNowMs + CLOCK_FUTURE_TOLERANCE_MS) {
    return { ...fail('clockTimeInFuture'), code: 'in-future' };
  }
  if (atMs < input.serverNowMs - maxAgeMs) {
    return {
      ...fail('clockTimeTooOld', { hours: Math.round(maxAgeMs / 3_600_000) }),
      code: 'too-old',
    };
  }
  const skewMs = input.clockOffsetMs ?? (input.offline ? 0 : input.serverNowMs - input.clientTimeMs);
  const late = input.clockOffsetMs !== null && input.serverNowMs - atMs > LATE_ARRIVAL_MS;
  const flags: PresenceFlag[] = [];
  if (input.offline || late) flags.push('offline');
  if (Math.abs(skewMs) > CLOCK_SKEW_FLAG_MS) flags.push('clock-skew');
  return { ok: true, atMs, flags };
}

export { clockOffsetFromDate } from './clock-offset';

/** What the order rule needs of a kept entry. */
export interface KeptClockEntry {
  key: string;
  type: ClockType;
  /** The clock-in this clock-out belongs to, when that clock-in is itself kept (its key). */
  afterKey: string | null;
  /** Tap time, epoch ms. */
  happenedAt: number;
}

/**
 * Whether `entry` may be sent now: a clock-out of a kept clock-in (`afterKey`) waits until that clock-in was
 * accepted, and is refused when that clock-in was refused; a clock-in, or a clock-out of a presence the
 * server already had, goes at once.
 */
export function clockEntryReady(
  entry: KeptClockEntry,
  done: { accepted: ReadonlySet<string>; refused: ReadonlySet<string> },
): 'send' | 'wait' | 'refused' {
  if (entry.type === 'clock-in' || entry.afterKey === null) return 'send';
  if (done.refused.has(entry.afterKey)) return 'refused';
  if (done.accepted.has(entry.afterKey)) return 'send';
  return 'wait';
}
