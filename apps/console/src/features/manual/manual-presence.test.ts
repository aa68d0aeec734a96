// @vitest-environment node
import { manualLabels } from '@upah/core/catalogue/labels-console';
import type { Subordinate } from '@upah/core/contract/profile';
import type { QueuedSummary } from '@upah/core/stores/offline-queue';
import { describe, expect, it } from 'vitest';
import { todayStatus } from './manual-presence';

const queued = (over: Partial<QueuedSummary>): QueuedSummary => ({
  idempotencyKey: 'k-1',
  kind: 'manual-presence',
  label: 'Budi Santoso',
  happenedAt: 0,
  order: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  ...over,
});

describe('manual presence status (SPEC §2 Supervisor Absen: direct subordinates with today’s schedule)', () => {
  const first: Subordinate = { id: 11, name: 'Budi Santoso', scheduleId: 101, shiftName: 'Pagi' };
  const namesake: Subordinate = { id: 12, name: 'Budi Santoso', scheduleId: 102, shiftName: 'Siang' };

  it('§2: a queued presence marks only the employee it was made for, not a namesake', () => {
    const pending = [queued({ subjectId: first.id })];
    expect(todayStatus(first, pending)).toBe(manualLabels.waiting);
    expect(todayStatus(namesake, pending)).toEqual({ id: 'Siang', en: 'Siang' });
  });

  it('§2: no shift today wins over a queued presence', () => {
    expect(todayStatus({ ...first, scheduleId: null }, [queued({ subjectId: first.id })])).toBe(
      manualLabels.noShift,
    );
  });
});
