/** The manual presence entry: search, today's status text, and the presence a form makes. */
import type { Entry } from '@upah/core/catalogue';
import { manualLabels } from '@upah/core/catalogue/labels-console';
import type { Subordinate } from '@upah/core/contract/profile';
import { jakartaDate } from '@upah/core/format';
import type { ScannedPresence } from '@upah/core/rules/scan-session';
import type { QueuedSummary } from '@upah/core/stores/offline-queue';

export function matchesSearch(name: string, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || name.toLowerCase().includes(q);
}

/** Today's status of a subordinate as the console knows it: no shift, waiting to sync, or the shift. */
export function todayStatus(s: Subordinate, pending: readonly QueuedSummary[]): Entry {
  if (s.scheduleId === null) return manualLabels.noShift;
  if (pending.some((p) => p.label === s.name)) return manualLabels.waiting;
  return { id: s.shiftName ?? '', en: s.shiftName ?? '' };
}

/** The presence of a manual entry at `time` (HH:mm, Asia/Jakarta) today; no position: the tablet is fixed. */
export function manualPresence(
  s: Subordinate,
  type: 'clock-in' | 'clock-out',
  time: string,
  now: number,
): { presence: ScannedPresence; at: number } {
  const at = Date.parse(`${jakartaDate(now)}T${time}:00+07:00`);
  return {
    at,
    presence: {
      subordinateId: s.id,
      name: s.name,
      scheduleId: s.scheduleId ?? 0,
      shiftName: s.shiftName ?? '',
      type,
      latitude: 0,
      longitude: 0,
      issuedAt: now,
    },
  };
}
