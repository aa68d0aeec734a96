import { describe, expect, it } from 'vitest';
import {
  bankVerificationDisplay,
  instalmentLabel,
  productionLogStatusLabel,
  requestStatusDisplay,
  titleCase,
  withdrawalBadgeClass,
} from './status';

describe('status display rules', () => {
  it('§4 withdrawal status is shown lowercase as the badge class', () => {
    expect(['PROCESSING', 'CANCELLED', 'FAILED', 'SUCCESS'].map(withdrawalBadgeClass)).toEqual([
      'processing',
      'cancelled',
      'failed',
      'success',
    ]);
    expect(withdrawalBadgeClass(undefined)).toBe('');
  });

  it('§4 bank verification: VALID green, PENDING orange, anything else Invalid in red', () => {
    expect(bankVerificationDisplay('VALID')).toEqual({ label: 'Valid', tone: 'green' });
    expect(bankVerificationDisplay('PENDING')).toEqual({ label: 'Pending', tone: 'orange' });
    for (const s of [
      'INVALID_ACCOUNT_NUMBER',
      'INVALID_SUSPECTED_ACCOUNT',
      'INVALID_BLACK_LISTED',
      'INVALID_UNKNOWN',
      null,
    ]) {
      expect(bankVerificationDisplay(s)).toEqual({ label: 'Invalid', tone: 'red' });
    }
  });

  it('§4 loan status badge echoes the status in title case', () => {
    expect(titleCase('pending')).toBe('Pending');
    expect(titleCase('APPROVED')).toBe('Approved');
    expect(titleCase('in_review')).toBe('In Review');
    expect(titleCase(null)).toBe('');
  });

  it("§4 instalment: 'Approve' if paid, otherwise 'Pending'", () => {
    expect(instalmentLabel(true)).toBe('Approve');
    expect(instalmentLabel(false)).toBe('Pending');
  });

  it('§4 request statuses pending, approved, rejected and canceled each have their own icon', () => {
    const shown = ['pending', 'APPROVED', 'rejected', 'cancelled'].map(requestStatusDisplay);
    expect(shown.map((s) => [s.status, s.label])).toEqual([
      ['pending', 'Pending'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['canceled', 'Canceled'],
    ]);
    expect(new Set(shown.map((s) => s.icon)).size).toBe(4);
    expect(requestStatusDisplay('on_hold')).toMatchObject({
      status: null,
      label: 'On Hold',
      icon: 'help-circle',
    });
  });

  it('§4 production log status labels', () => {
    expect(
      ['PENDING', 'CHECKING', 'WAIT_FOR_APPROVAL', 'APPROVED', 'NEED_REVISION'].map(productionLogStatusLabel),
    ).toEqual(['Operator on Input', 'Operator Submitted', 'Checker Submitted', 'Approved', 'Need Revision']);
  });
});
