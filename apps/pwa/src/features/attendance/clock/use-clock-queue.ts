/**
 * The signed-in employee's clock entries kept on the phone (core's clock queue, DESIGN "Offline on the
 * phone"): started once per user when an attendance screen opens, which loads what an earlier session left
 * and sends it when there is signal.
 */
import { clockQueueStore, startClockQueue } from '@upah/core/stores/clock-queue';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useUserId } from '../use-user-id';

export function useClockQueue() {
  const userId = useUserId();
  useEffect(() => {
    if (userId !== 'anon') void startClockQueue(api, userId);
  }, [userId]);
  return useSnapshot(clockQueueStore);
}
