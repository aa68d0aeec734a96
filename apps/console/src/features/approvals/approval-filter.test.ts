// @vitest-environment node
import type { ApprovalItem } from '@upah/core/stores/approval-queue';
import { describe, expect, it } from 'vitest';
import { filterApprovals } from './approval-filter';

const item = (id: number, employeeName: string, date: string): ApprovalItem => ({
  id,
  kind: 'leave',
  employeeName,
  date,
  from: null,
  to: null,
  detail: '',
  description: null,
});

describe('console approval filters (employee, date)', () => {
  const items = [item(1, 'Budi Santoso', '2026-11-23'), item(2, 'Siti Aminah', '2026-11-22T08:00:00+07:00')];

  it('no filter keeps the same list', () => {
    expect(filterApprovals(items, { employee: ' ', date: '' })).toBe(items);
  });

  it('filters by name (case-insensitive) and by day', () => {
    expect(filterApprovals(items, { employee: 'budi', date: '' }).map((i) => i.id)).toEqual([1]);
    expect(filterApprovals(items, { employee: '', date: '2026-11-22' }).map((i) => i.id)).toEqual([2]);
    expect(filterApprovals(items, { employee: 'budi', date: '2026-11-22' })).toEqual([]);
  });
});
