/**
 * The employee's clock queue runs for the whole signed-in session (DESIGN "Offline on the phone": replay on
 * start, on `online`, with back-off), not only while an attendance screen is open. Loaded by the app shell after
 * sign-in (a dynamic import: /login never loads the queue): it opens the queue of the employee remembered for this
 * session at once (offline too, before the profile is known), follows the profile when it loads, and on sign-out
 * stops the queue and forgets who it belonged to (the entries stay on the phone for that employee).
 */
import { resumeClockQueue, startClockQueueFor, stopClockQueue } from '@upah/core/stores/clock-queue';
import { profileStore } from '@upah/core/stores/profile';
import { subscribe } from 'valtio/vanilla';
import { api } from './api-client';

/** Runs the queue for the session of `token`; the returned function stops it (sign-out). */
export function runClockQueue(token: string): () => void {
  void resumeClockQueue(api, token);
  const follow = () => {
    const userId = profileStore.profile?.userID;
    if (userId !== undefined) void startClockQueueFor(api, userId, token);
  };
  follow();
  const unsubscribe = subscribe(profileStore, follow);
  return () => {
    unsubscribe();
    stopClockQueue();
  };
}
