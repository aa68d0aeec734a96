/** The manual presence list: search by name and today's status as the console knows it. */
import type { Entry } from '@upah/core/catalogue';
import { manualLabels } from '@upah/core/catalogue/labels-console';
import type { Subordinate } from '@upah/core/contract/profile';
import type { QueuedSummary } from '@upah/core/stores/offline-queue';

export function matchesSearch(name: string, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || name.toLowerCase().includes(q);
}

/**
 * Today's status of a subordinate as the console knows it: no shift, waiting to sync (a queued presence for this
 * employee id: two employees may share a name), or the shift.
 */
export function todayStatus(s: Subordinate, pending: readonly QueuedSummary[]): Entry {
  if (s.scheduleId === null) return manualLabels.noShift;
  if (pending.some((p) => p.subjectId === s.id)) return manualLabels.waiting;
  return { id: s.shiftName ?? '', en: s.shiftName ?? '' };
}
