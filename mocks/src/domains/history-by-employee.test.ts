/**
 * The subordinate histories' `employeeId` filter (extension: the approval detail's "last five requests" of one
 * employee, joined by id, never by name): only that subordinate's items, still the caller's direct subordinates.
 */
import { describe, expect, it } from 'vitest';
import { personaCaller, testApp } from '../test-support';

const LISTS = [
  ['/leave/history/subordinate', 'leaveRequests'],
  ['/permission/history/subordinate', 'permissions'],
  ['/overtime/history/subordinate', 'overtimeRequests'],
  ['/attendance/presence/history/direct-subordinate', 'presences'],
] as const;

type Item = { id: number; employeeId?: number };

describe('§7 history/subordinate ?employeeId= (extension)', () => {
  it.each(LISTS)('%s: one subordinate only; an id outside the team lists nothing', async (path, key) => {
    const call = personaCaller(testApp().app);
    const all = (await call('hr', 'GET', `${path}?size=100`)).data as Record<string, Item[]>;
    const first = all[key]?.[0];
    expect(first?.employeeId).toBeDefined();
    const one = (await call('hr', 'GET', `${path}?size=100&employeeId=${first?.employeeId}`)).data as Record<
      string,
      Item[]
    >;
    const items = one[key] ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.employeeId).toBe(first?.employeeId);
    const stranger = (await call('supervisor', 'GET', `${path}?employeeId=${first?.employeeId}`))
      .data as Record<string, Item[]>;
    expect(stranger[key]).toEqual([]);
  });
});
