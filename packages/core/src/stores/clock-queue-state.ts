/**
 * The clock entries kept on the phone (DESIGN "Offline on the phone"): only the state, so the attendance home can
 * read it at first render while the queue itself (./clock-queue.ts, IndexedDB, the sending) loads after it.
 */
import { proxy } from 'valtio/vanilla';
import type { ClockType } from '../contract/attendance';
import type { OfflineQueueState } from './offline-queue';

/** A kept entry the server refused: stays on the phone with the reason until dismissed. */
export interface RefusedClockEntry {
  key: string;
  type: ClockType;
  /** Tap time, phone epoch ms. */
  happenedAt: number;
  reason: string;
}

export interface ClockQueueState {
  userId: number | string | null;
  /** The queue's own state (pending entries oldest first, flushing); null before `startClockQueue`. */
  queue: OfflineQueueState | null;
  refused: RefusedClockEntry[];
  /** Increases each time an entry is accepted (the home reloads today's schedule on it). */
  accepted: number;
}

export const clockQueueStore = proxy<ClockQueueState>({
  userId: null,
  queue: null,
  refused: [],
  accepted: 0,
});
