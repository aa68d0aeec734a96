import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import type { RecapMemberResponse } from '../contract/recap';
import type { ApprovalItem } from '../rules/approval-item';
import { overtimeCapCheck } from './overtime-cap';

const item = (over: Partial<ApprovalItem> = {}): ApprovalItem => ({
  id: 99,
  kind: 'overtime',
  employeeName: 'Adi Halim',
  date: '2026-11-20T18:00:00+07:00',
  from: '2026-11-20T18:00:00+07:00',
  to: '2026-11-20T21:00:00+07:00',
  detail: 'workday',
  description: 'Stock opname',
  employeeId: 7,
  ...over,
});

/** A client whose recap/member answers carry the given approved workday overtime (date → hours). */
function clientWith(overtime: Record<string, number>, calls: string[] = []): ApiClient {
  return {
    call: async (_endpoint: unknown, input: { query: { month: string } }) => {
      calls.push(input.query.month);
      const days = Object.entries(overtime)
        .filter(([d]) => d.startsWith(input.query.month))
        .map(([date, hours], i) => ({
          date,
          code: 'H',
          shift: null,
          clockIn: null,
          clockOut: null,
          lateMinutes: 0,
          earlyLeaveMinutes: 0,
          request: null,
          overtime: [{ id: i + 1, hours, overtimeType: 'workday', status: 'approved' }],
        }));
      return { month: input.query.month, row: {}, days } as unknown as RecapMemberResponse;
    },
  } as unknown as ApiClient;
}

describe('PP 35/2021 art. 26 while approving workday overtime', () => {
  it('3 h more on a day with 2 h approved passes the 4 h day cap (a warning, not a block)', async () => {
    const w = await overtimeCapCheck(clientWith({ '2026-11-20': 2 }), item());
    expect(w).toEqual({ dayHours: 5, weekHours: 5, overDay: true, overWeek: false });
  });

  it('the week Monday 30 November – Sunday 6 December asks both months; 16 h approved + 3 h passes 18', async () => {
    const calls: string[] = [];
    const api = clientWith({ '2026-11-30': 4, '2026-12-01': 4, '2026-12-02': 4, '2026-12-03': 4 }, calls);
    const w = await overtimeCapCheck(
      api,
      item({ from: '2026-12-04T18:00:00+07:00', to: '2026-12-04T21:00:00+07:00', date: '2026-12-04' }),
    );
    expect(calls.sort()).toEqual(['2026-11', '2026-12']);
    expect(w).toEqual({ dayHours: 3, weekHours: 19, overDay: false, overWeek: true });
  });

  it('no warning under the caps, for rest-day overtime, other kinds, or when the recap cannot be read', async () => {
    expect(await overtimeCapCheck(clientWith({ '2026-11-19': 1 }), item())).toBeNull();
    expect(await overtimeCapCheck(clientWith({ '2026-11-20': 4 }), item({ detail: 'offday' }))).toBeNull();
    expect(await overtimeCapCheck(clientWith({ '2026-11-20': 4 }), item({ kind: 'leave' }))).toBeNull();
    const failing = { call: async () => Promise.reject(new Error('offline')) } as unknown as ApiClient;
    expect(await overtimeCapCheck(failing, item({ from: '2026-11-20T14:00:00+07:00' }))).toBeNull();
  });
});
