/**
 * Whether the clock queue's runner (./clock-queue-runner.ts) is needed (DESIGN "Offline on the phone"): the app
 * shell loads this small check once the first screen has loaded, and the queue with its sending only when the phone
 * holds clock entries of this session's employee: the one remembered for the session token (at once, offline too)
 * or the profile's once it loads. Most sessions hold none; the clock screen starts the runner itself when it keeps
 * an entry (CLOCK_KEPT_EVENT).
 */
import { type ClockQueueUser, clockEntriesKept, ownerOf } from '@upah/core/stores/clock-queue-kept';
import { profileStore } from '@upah/core/stores/profile';
import { subscribe } from 'valtio/vanilla';

/** Calls `start` once entries are found; the returned function stops watching (sign-out). */
export function whenClockEntriesKept(token: string, start: () => void): () => void {
  let watching = true;
  const checked = new Set<ClockQueueUser>();
  const check = async (userId: ClockQueueUser) => {
    if (checked.has(userId)) return;
    checked.add(userId);
    if ((await clockEntriesKept(userId)) && watching) start();
  };
  void ownerOf(token).then((userId) => (userId !== null && watching ? check(userId) : undefined));
  const follow = () => {
    const userId = profileStore.profile?.userID;
    if (userId !== undefined && watching) void check(userId);
  };
  follow();
  const unsubscribe = subscribe(profileStore, follow);
  return () => {
    watching = false;
    unsubscribe();
  };
}
