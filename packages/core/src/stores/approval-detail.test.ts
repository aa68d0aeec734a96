import { beforeEach, describe, expect, it } from 'vitest';
import type { LeaveBalanceResponse } from '../contract/team';
import type { ApprovalItem } from '../rules/approval-item';
import {
  approvalDetailStore,
  closeApprovalDetail,
  leaveBalanceFigures,
  offNames,
  openApprovalDetail,
} from './approval-detail';
import { annualLeaveLeft, leaveOverBalance } from './leave-balance';
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

const off = (employeeId: number, name: string, requestId: number) => ({
  subordinateId: employeeId,
  employeeId,
  name,
  requestId,
  status: 'approved',
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
        off: [off(20, 'Lestari', 30), off(17, 'Wahyu', 9), off(20, 'Lestari', 31)],
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
    expect(offNames(s.off.items)).toEqual(['Lestari']);
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

  it("the employee's own form: annual leave left, and a warning when the request's days are more", () => {
    expect(annualLeaveLeft(balance)).toBe(8);
    expect(leaveOverBalance(balance, { category: 'CT', start: '2026-12-01', end: '2026-12-08' })).toBeNull();
    expect(leaveOverBalance(balance, { category: 'CT', start: '2026-12-01', end: '2026-12-09' })).toEqual({
      days: 9,
      left: 8,
    });
    expect(leaveOverBalance(balance, { category: 'CS', start: '2026-12-01', end: '2026-12-31' })).toBeNull();
    expect(leaveOverBalance(null, { category: 'CT', start: '2026-12-01', end: '2026-12-31' })).toBeNull();
  });
});
