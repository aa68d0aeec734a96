/**
 * The signed-in employee's clock entries kept on the phone (core's clock queue, DESIGN "Offline on the
 * phone"): started once per user when an attendance screen opens, which loads what an earlier session left
 * and sends it when there is signal. The queue (IndexedDB and the sending) loads after the first render: a screen
 * that only shows the kept entries paints without it, and they appear once it has read them.
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
