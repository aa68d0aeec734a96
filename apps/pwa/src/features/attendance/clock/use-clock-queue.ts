/**
 * The signed-in employee's clock entries kept on the phone (core's clock queue, DESIGN "Offline on the
 * phone"). The app shell runs the queue from app start (lib/clock-queue-runner.ts); an attendance screen also
 * opens it for the profile it shows (the same user's queue is opened once), so it never depends on the order.
 */
import { clockQueueStore } from '@upah/core/stores/clock-queue-state';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useUserId } from '../use-user-id';

export function useClockQueue() {
  const userId = useUserId();
  useEffect(() => {
    if (userId === 'anon') return;
    void import('@upah/core/stores/clock-queue').then(({ startClockQueue }) => startClockQueue(api, userId));
  }, [userId]);
  return useSnapshot(clockQueueStore);
}
