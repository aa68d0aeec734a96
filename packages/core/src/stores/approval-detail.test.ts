import { beforeEach, describe, expect, it } from 'vitest';
import type { LeaveBalanceResponse } from '../contract/team';
import type { ApprovalItem } from '../rules/approval-item';
import {
  approvalDetailStore,
  closeApprovalDetail,
  detailShortDays,
  leaveBalanceFigures,
  openApprovalDetail,
} from './approval-detail';
import { fakeClient, serverDown } from './test-client';

const leave: ApprovalItem = {
  id: 9,
  kind: 'leave',
  employeeName: 'Wahyu',
  employeeId: 17,
  date: '2026-12-01',
  from: '2026-12-01',
  to: '2026-12-03',
  detail: 'Cuti Tahunan',
  categoryCode: 'CT',
  description: 'Pulang kampung',
};

const balance: LeaveBalanceResponse = {
  employeeId: 17,
  name: 'Wahyu',
  year: 2026,
  workdays: ['2026-12-01', '2026-12-02', '2026-12-03'],
  categories: [
    {
      code: 'CT',
      name: 'Cuti Tahunan',
      annual: true,
      allowanceDays: 12,
      usedDays: 4,
      collectiveDays: 0,
      pendingDays: 3,
      remainingDays: 8,
      requests: [{ id: 9, status: 'pending', startAt: '2026-12-01', endAt: '2026-12-03', days: 3 }],
    },
    {
      code: 'CS',
      name: 'Cuti Sakit',
      annual: false,
      allowanceDays: null,
      usedDays: 2,
      collectiveDays: 0,
      pendingDays: 0,
      remainingDays: null,
      requests: [],
    },
  ],
};

const listed = (id: number, status: string) => ({
  id,
  leaveCategoryName: 'Cuti Tahunan',
  startAt: '2026-10-01',
  endAt: '2026-10-01',
  description: 'x',
  status,
  reject_reason: status === 'rejected' ? 'Sedang sibuk' : null,
  employeeName: 'Wahyu',
  employeeId: 17,
});

const off = (employeeId: number, name: string, requestId: number, status = 'approved') => ({
  subordinateId: employeeId,
  employeeId,
  name,
  requestId,
  status,
  category: { code: 'CT', name: 'Cuti Tahunan' },
  startAt: '2026-12-02',
  endAt: '2026-12-02',
});

beforeEach(closeApprovalDetail);

describe('approval detail (context while deciding a leave)', () => {
  it('loads the last five others of the employee by id, the balance and who else is off (not the employee)', async () => {
    const { client, calls } = fakeClient((id) => {
      if (id === 'leave.historySubordinate')
        return {
          leaveRequests: [
            listed(9, 'pending'),
            ...[1, 2, 3, 4, 5].map((n) => listed(n, n === 2 ? 'rejected' : 'approved')),
          ],
          pagination: { page: 1, size: 6, totalItems: 6, totalPages: 1 },
        };
      if (id === 'team.leaveBalance') return balance;
      return {
        from: '2026-12-01',
        to: '2026-12-03',
        off: [off(20, 'Lestari', 30), off(17, 'Wahyu', 9, 'pending'), off(20, 'Lestari', 31, 'pending')],
        days: [
          { date: '2026-12-01', scheduled: 4, off: [{ subordinateId: 17, requestId: 9, status: 'pending' }] },
          {
            date: '2026-12-02',
            scheduled: 4,
            off: [
              { subordinateId: 20, requestId: 30, status: 'approved' },
              { subordinateId: 17, requestId: 9, status: 'pending' },
              { subordinateId: 21, requestId: 40, status: 'approved' },
            ],
          },
        ],
        minShareAtWork: 0.5,
      };
    });
    await openApprovalDetail(client, leave);
    expect(calls.find((c) => c.id === 'leave.historySubordinate')?.input).toEqual({
      query: { employeeId: 17, size: 6 },
    });
    expect(calls.find((c) => c.id === 'team.leaveBalance')?.input).toEqual({ query: { subordinateId: 17 } });
    expect(calls.find((c) => c.id === 'team.off')?.input).toEqual({
      query: { from: '2026-12-01', to: '2026-12-03' },
    });
    const s = approvalDetailStore;
    expect(s.history.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(s.history.items[1]?.rejectReason).toBe('Sedang sibuk');
    // each other leave with its dates, kind and status; never the employee's own
    expect(s.off.items.map((o) => [o.name, o.requestId, o.status, o.category.name, o.startAt])).toEqual([
      ['Lestari', 30, 'approved', 'Cuti Tahunan', '2026-12-02'],
      ['Lestari', 31, 'pending', 'Cuti Tahunan', '2026-12-02'],
    ]);
    // 4 with a shift on 2 December, 2 away on approved leave: approving leaves 1 of 4, fewer than half
    expect(detailShortDays(leave, s.off)).toEqual([
      { date: '2026-12-02', scheduled: 4, atWork: 1, needed: 2 },
    ]);
    expect(detailShortDays({ id: 9 }, s.off)).toEqual([]);
  });

  it('Sisa cuti: annual leave left before and after approving; another category: days used this year', () => {
    expect(leaveBalanceFigures(balance, leave)).toEqual({
      name: 'Cuti Tahunan',
      annual: true,
      before: 8,
      after: 5,
      days: 3,
    });
    expect(leaveBalanceFigures(balance, { id: 50, categoryCode: 'CS' })).toEqual({
      name: 'Cuti Sakit',
      annual: false,
      before: 2,
      after: 2,
      days: 0,
    });
    expect(leaveBalanceFigures(balance, { id: 9 })).toBeNull();
  });

  it('a part that fails fails alone (the others still show); a presence asks no balance', async () => {
    const { client, calls } = fakeClient((id) =>
      id === 'team.off'
        ? serverDown(id)
        : id === 'team.leaveBalance'
          ? balance
          : { leaveRequests: [], pagination: { page: 1, size: 6, totalItems: 0, totalPages: 0 } },
    );
    await openApprovalDetail(client, leave);
    expect(approvalDetailStore.off.status).toBe('failure');
    expect(approvalDetailStore.balance.status).toBe('success');
    expect(approvalDetailStore.history.status).toBe('success');
    calls.length = 0;
    await openApprovalDetail(client, { ...leave, kind: 'presence', id: 3 });
    expect(calls.map((c) => c.id)).toEqual(['attendance.presenceHistorySubordinate']);
  });
});
