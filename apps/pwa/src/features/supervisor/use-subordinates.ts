/** Direct subordinates from core's store, loaded once per visit of a supervisor screen. */
import type { Subordinate } from '@upah/core/contract/profile';
import type { LoadStatus } from '@upah/core/stores/load-state';
import { loadSubordinates, subordinatesStore } from '@upah/core/stores/subordinates';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';

export function useSubordinates(): {
  subordinates: readonly Subordinate[];
  status: LoadStatus;
  error: string | null;
} {
  useEffect(() => {
    void loadSubordinates(api);
  }, []);
  const snap = useSnapshot(subordinatesStore);
  return {
    subordinates: snap.subordinates as readonly Subordinate[],
    status: snap.status,
    error: snap.error,
  };
}
