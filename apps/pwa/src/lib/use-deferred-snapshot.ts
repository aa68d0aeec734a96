/**
 * A store's snapshot for reading server answers (a profile, today's schedule, a history page), rendered without
 * blocking. valtio's `useSnapshot` subscribes through useSyncExternalStore, whose updates React always renders
 * synchronously: the answer that fills a whole screen would be one long task (Lighthouse TBT on a slow phone).
 * Passed through `useDeferredValue`, the urgent render keeps the previous snapshot (cheap: the screen as it
 * was) and React renders the new one in a background render it slices and yields between.
 *
 * Never for what an input shows: a controlled field must follow each keystroke at once (use `useSnapshot`).
 */
import { useDeferredValue } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';

export function useDeferredSnapshot<T extends object>(store: T): Snapshot<T> {
  return useDeferredValue(useSnapshot(store));
}
