import { describe, expect, it } from 'vitest';
import type { LeaveBalanceResponse } from '../contract/team';
import { annualLeaveLeft, leaveRequestPreview } from './leave-balance';

/** December 2026: Monday to Friday with a shift; 25 December is a Friday without one (a day off). */
const december = [
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
  '2026-12-14',
  '2026-12-15',
  '2026-12-16',
  '2026-12-17',
  '2026-12-18',
  '2026-12-21',
  '2026-12-22',
  '2026-12-23',
  '2026-12-24',
  '2026-12-28',
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
];

const balance: LeaveBalanceResponse = {
  employeeId: 1,
  name: 'Budi',
  year: 2026,
  workdays: december,
  categories: [
    {
      code: 'CT',
      name: 'Cuti Tahunan',
      annual: true,
      allowanceDays: 12,
      usedDays: 8,
      collectiveDays: 0,
      pendingDays: 0,
      remainingDays: 4,
      requests: [],
    },
    {
      code: 'CS',
      name: 'Cuti Sakit',
      annual: false,
      allowanceDays: null,
      usedDays: 0,
      collectiveDays: 0,
      pendingDays: 0,
      remainingDays: null,
      requests: [],
    },
  ],
};

describe("the leave form's figures (GET /leave/balance's working days, rules/leave-balance)", () => {
  it('annual leave: the working days the dates take and what is left after them', () => {
    expect(annualLeaveLeft(balance)).toBe(4);
    // Monday 7 to Wednesday 9 December: 3 working days, 4 left, 1 after
    expect(leaveRequestPreview(balance, { category: 'CT', start: '2026-12-07', end: '2026-12-09' })).toEqual({
      kind: 'annual',
      days: 3,
      left: 4,
      after: 1,
      over: false,
    });
    // Friday 4 to Monday 14: the weekends take nothing: 4, 7–11 and 14 are 7 working days, 3 more than left
    expect(leaveRequestPreview(balance, { category: 'CT', start: '2026-12-04', end: '2026-12-14' })).toEqual({
      kind: 'annual',
      days: 7,
      left: 4,
      after: -3,
      over: true,
    });
    // 24 to 28 December: 24 and 28 (25 is a day off, 26–27 the weekend)
    expect(
      leaveRequestPreview(balance, { category: 'CT', start: '2026-12-24', end: '2026-12-28' }),
    ).toMatchObject({
      days: 2,
      after: 2,
    });
  });

  it('dates with no working day say so, for any category; another category counts its days only', () => {
    expect(leaveRequestPreview(balance, { category: 'CT', start: '2026-12-05', end: '2026-12-06' })).toEqual({
      kind: 'no-workday',
    });
    expect(leaveRequestPreview(balance, { category: 'CS', start: '2026-12-25', end: '2026-12-27' })).toEqual({
      kind: 'no-workday',
    });
    expect(leaveRequestPreview(balance, { category: 'CS', start: '2026-12-01', end: '2026-12-04' })).toEqual({
      kind: 'other',
      days: 4,
    });
  });

  it('nothing while the balance, the category or a range of dates is missing', () => {
    expect(leaveRequestPreview(null, { category: 'CT', start: '2026-12-01', end: '2026-12-02' })).toBeNull();
    expect(leaveRequestPreview(balance, { category: '', start: '2026-12-01', end: '2026-12-02' })).toBeNull();
    expect(
      leaveRequestPreview(balance, { category: 'CT', start: '2026-12-03', end: '2026-12-01' }),
    ).toBeNull();
    expect(leaveRequestPreview(balance, { category: 'CT', start: '', end: '2026-12-01' })).toBeNull();
  });
});
