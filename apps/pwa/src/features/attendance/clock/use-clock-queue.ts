/**
 * The signed-in employee's clock entries kept on the phone (core's clock queue, DESIGN "Offline on the
 * phone"). The app shell runs the queue from app start when the phone holds entries (lib/clock-queue-runner.ts);
 * an attendance screen also opens it for the profile it shows (the same user's queue is opened once), so it never
 * depends on the order: the clock screen always (its tap keeps entries), a screen that only shows them
 * (`'when-kept'`) only when the phone holds some, so the queue's code does not load for a phone that holds none.
 */
import { clockQueueStore } from '@upah/core/stores/clock-queue-state';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useUserId } from '../use-user-id';

export function useClockQueue(open: 'always' | 'when-kept' = 'always') {
  const userId = useUserId();
  useEffect(() => {
    if (userId === 'anon') return;
    let shown = true;
    const start = () =>
      import('@upah/core/stores/clock-queue').then(({ startClockQueue }) => startClockQueue(api, userId));
    if (open === 'always') void start();
    else
      void import('@upah/core/stores/clock-queue-kept').then(async ({ clockEntriesKept }) => {
        if ((await clockEntriesKept(userId)) && shown) await start();
      });
    return () => {
      shown = false;
    };
  }, [userId, open]);
  return useSnapshot(clockQueueStore);
}
