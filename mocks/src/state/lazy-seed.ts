/**
 * Data laid on first use (types.ts `LazySeed`): a team too large to seed on every POST /__mock/reset (the e2e resets
 * before each test) is laid on the first call signed in as its owner, before that call's handler runs.
 */
import type { LazySeed, MockState } from './types';

/** Lays every seed waiting for `employeeId` (once: it leaves the list before it runs). */
export function layLazySeeds(state: MockState, employeeId: number): void {
  if (state.lazySeeds.length === 0) return;
  const due: LazySeed[] = state.lazySeeds.filter((s) => s.ownerId === employeeId);
  if (due.length === 0) return;
  state.lazySeeds = state.lazySeeds.filter((s) => s.ownerId !== employeeId);
  state.writes++;
  for (const seed of due) seed.lay();
}
