/**
 * The phone's clock against the server's (DESIGN "Offline on the phone": "Record the phone's clock offset from
 * the server's `Date` header"). The app's API client calls `recordServerDate` after every successful answer;
 * a clock entry kept offline sends the last offset so the server can put the tap on its own clock. Kept in
 * localStorage so it survives a restart with no signal.
 */
import { proxy } from 'valtio/vanilla';
import { clockOffsetFromDate } from '../rules/offline-clock';

export const SERVER_CLOCK_KEY = 'upah:server-clock';

export interface ServerClockState {
  /** Server minus phone in ms at the last successful call; null before any. */
  offsetMs: number | null;
  /** Phone epoch ms of that call. */
  measuredAt: number | null;
}

function storage(): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function restored(): ServerClockState {
  try {
    const saved = JSON.parse(
      storage()?.getItem(SERVER_CLOCK_KEY) ?? 'null',
    ) as Partial<ServerClockState> | null;
    if (saved && typeof saved.offsetMs === 'number' && typeof saved.measuredAt === 'number') {
      return { offsetMs: saved.offsetMs, measuredAt: saved.measuredAt };
    }
  } catch {
    // unreadable: measured again at the next call
  }
  return { offsetMs: null, measuredAt: null };
}

export const serverClock = proxy<ServerClockState>(restored());

/** Records the offset from a successful answer's `Date` header read at `phoneNowMs` (ignored without one). */
export function recordServerDate(dateHeader: string | null | undefined, phoneNowMs = Date.now()): void {
  const offsetMs = clockOffsetFromDate(dateHeader, phoneNowMs);
  if (offsetMs === null) return;
  serverClock.offsetMs = offsetMs;
  serverClock.measuredAt = phoneNowMs;
  try {
    storage()?.setItem(SERVER_CLOCK_KEY, JSON.stringify({ offsetMs, measuredAt: phoneNowMs }));
  } catch {
    // storage full or blocked: the offset still holds for this session
  }
}

export function resetServerClock(): void {
  serverClock.offsetMs = null;
  serverClock.measuredAt = null;
  try {
    storage()?.removeItem(SERVER_CLOCK_KEY);
  } catch {
    // nothing stored
  }
}
