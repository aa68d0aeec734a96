/**
 * The employee's clock queue runs for the whole signed-in session (DESIGN "Offline on the phone": replay on
 * start, on `online`, with back-off), not only while an attendance screen is open. Loaded after sign-in by the app
 * shell once the first screen has loaded, or when the clock screen keeps an entry (a dynamic import: /login never
 * loads the queue): it opens the queue of the employee remembered for this session at once (offline too, before
 * the profile is known), follows the profile when it loads, and on sign-out stops the queue and forgets who it
 * belonged to (the entries stay on the phone for that employee). While entries
 * wait after a run that could not send them (kept offline, or at start), it asks for a background sync, so they
 * are sent when the signal returns even with the app closed.
 */
import {
  clockQueueStore,
  resumeClockQueue,
  startClockQueueFor,
  stopClockQueue,
} from '@upah/core/stores/clock-queue';
import { profileStore } from '@upah/core/stores/profile';
import { subscribe } from 'valtio/vanilla';
import { api } from './api-client';
import { requestClockSync } from './background-sync';

/** Runs the queue for the session of `token`; the returned function stops it (sign-out). */
export function runClockQueue(token: string): () => void {
  void resumeClockQueue(api, token);
  const follow = () => {
    const userId = profileStore.profile?.userID;
    if (userId !== undefined) void startClockQueueFor(api, userId, token);
  };
  follow();
  const unsubscribe = subscribe(profileStore, follow);
  let waiting = false;
  const askSync = () => {
    const queue = clockQueueStore.queue;
    const left = queue !== null && !queue.flushing && queue.pending.length > 0;
    // once after each run that left entries waiting (the browser keeps one registration per tag)
    if (left && !waiting) void requestClockSync();
    waiting = left;
  };
  const unsubscribeSync = subscribe(clockQueueStore, askSync);
  // entries may already wait (kept before the runner started, e.g. by the clock tap with no signal)
  askSync();
  return () => {
    unsubscribe();
    unsubscribeSync();
    stopClockQueue();
  };
}
