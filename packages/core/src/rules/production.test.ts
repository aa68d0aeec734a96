import { describe, expect, it } from 'vitest';
import {
  additionalInfoErrors,
  cardButton,
  countBoxes,
  countRule,
  entryActions,
  type GroupsSummary,
  logActions,
  normalizeProductionRole,
  PRODUCTION_COUNT_STEP,
  sanitizeCount,
} from './production';

const summary: GroupsSummary = {
  totalWaitForApproval: 1,
  totalChecking: 2,
  totalApproved: 4,
  totalPending: 8,
  totalNeedRevision: 16,
};

const table = (boxes: ReturnType<typeof countBoxes>) => boxes.map((b) => [b.label, b.count, b.filter]);

describe('production rules', () => {
  it('§3 roles come from the project, any case', () => {
    expect(normalizeProductionRole('OPERATOR')).toBe('operator');
    expect(normalizeProductionRole('Checker')).toBe('checker');
    expect(normalizeProductionRole('hr')).toBeNull();
  });

  it('§6 operator and worker boxes: Submitted (wait + checking + approved), Pending, Revision', () => {
    const expected = [
      ['Submitted data', 7, 'submitted'],
      ['Pending data', 8, 'pending'],
      ['Revision data', 16, 'need_revision'],
    ];
    expect(table(countBoxes('operator', summary))).toEqual(expected);
    expect(table(countBoxes('worker', summary))).toEqual(expected);
  });

  it('§6 checker boxes: Pending (pending + need revision), Uncheck (checking), Checked (approved + waiting)', () => {
    expect(table(countBoxes('checker', summary))).toEqual([
      ['Pending data', 24, 'pending_checker'],
      ['Uncheck data', 2, 'checking'],
      ['Checked data', 5, 'checked'],
    ]);
  });

  it('§6 manager boxes: Pending (pending + checking + need revision), Need Approval, Approved Data', () => {
    expect(table(countBoxes('manager', summary))).toEqual([
      ['Pending data', 26, 'pending_manager'],
      ['Need Approval', 1, 'wait_for_approval'],
      ['Approved Data', 4, 'APPROVED'],
    ]);
  });

  it('§5 §6 count boxes are clickable only when their count is above 0', () => {
    const empty = { ...summary, totalPending: 0, totalNeedRevision: 0 };
    expect(countBoxes('operator', empty).map((b) => b.clickable)).toEqual([true, false, false]);
    expect(countBoxes('checker', { ...empty, totalChecking: -3 }).map((b) => [b.count, b.clickable])).toEqual(
      [
        [0, false],
        [0, false],
        [5, true],
      ],
    );
  });

  it('§6 card button: Isi Data for operator and worker unless approved; Detail otherwise', () => {
    for (const status of ['PENDING', 'CHECKING', 'WAIT_FOR_APPROVAL', 'NEED_REVISION']) {
      expect(cardButton('operator', status)).toBe('Isi Data');
      expect(cardButton('worker', status)).toBe('Isi Data');
      expect(cardButton('checker', status)).toBe('Detail');
      expect(cardButton('manager', status)).toBe('Detail');
    }
    for (const role of ['operator', 'worker', 'checker', 'manager'] as const) {
      expect(cardButton(role, 'APPROVED')).toBe('Detail');
    }
  });

  it('§4 operator/worker add data and send to checker in PENDING or NEED_REVISION (send needs entries)', () => {
    for (const role of ['operator', 'worker'] as const) {
      for (const status of ['PENDING', 'NEED_REVISION']) {
        expect(logActions(role, status, ['PENDING'])).toMatchObject({ add: true, sendToChecker: true });
        expect(logActions(role, status, [])).toMatchObject({ add: true, sendToChecker: false });
      }
      for (const status of ['CHECKING', 'WAIT_FOR_APPROVAL', 'APPROVED']) {
        expect(logActions(role, status, ['PENDING'])).toMatchObject({ add: false, sendToChecker: false });
      }
    }
    expect(logActions('checker', 'PENDING', ['PENDING'])).toMatchObject({ add: false, sendToChecker: false });
  });

  it('§4 checker in CHECKING: Kirim Ke Manager when all approved, Kirim Ke Operator / Worker otherwise', () => {
    expect(logActions('checker', 'CHECKING', ['APPROVED', 'APPROVED'])).toMatchObject({
      sendToManager: true,
      sendBackToOperator: false,
    });
    expect(logActions('checker', 'CHECKING', ['APPROVED', 'NEED_REVISION'])).toMatchObject({
      sendToManager: false,
      sendBackToOperator: true,
    });
    expect(logActions('checker', 'CHECKING', ['APPROVED', 'PENDING'])).toMatchObject({
      sendToManager: false,
      sendBackToOperator: true,
    });
    expect(logActions('checker', 'WAIT_FOR_APPROVAL', ['APPROVED'])).toMatchObject({
      sendToManager: false,
      sendBackToOperator: false,
    });
    expect(logActions('operator', 'CHECKING', ['APPROVED'])).toMatchObject({ sendToManager: false });
  });

  it('§4 manager in WAIT_FOR_APPROVAL: approve (all entries approved) or send back', () => {
    expect(logActions('manager', 'WAIT_FOR_APPROVAL', ['APPROVED'])).toMatchObject({
      managerApprove: true,
      managerSendBack: true,
    });
    expect(logActions('manager', 'WAIT_FOR_APPROVAL', ['APPROVED', 'NEED_REVISION'])).toMatchObject({
      managerApprove: false,
      managerSendBack: true,
    });
    expect(logActions('manager', 'CHECKING', ['APPROVED'])).toMatchObject({
      managerApprove: false,
      managerSendBack: false,
    });
  });

  it('§4 operator/worker edit an entry unless the log is CHECKING or WAIT_FOR_APPROVAL or the entry is APPROVED', () => {
    expect(entryActions('operator', 'PENDING', 'PENDING').edit).toBe(true);
    expect(entryActions('worker', 'NEED_REVISION', 'NEED_REVISION').edit).toBe(true);
    expect(entryActions('operator', 'NEED_REVISION', 'APPROVED').edit).toBe(false);
    expect(entryActions('operator', 'CHECKING', 'PENDING').edit).toBe(false);
    expect(entryActions('operator', 'WAIT_FOR_APPROVAL', 'NEED_REVISION').edit).toBe(false);
    expect(entryActions('checker', 'PENDING', 'PENDING').edit).toBe(false);
  });

  it('§4 operator/worker delete entries while the log is PENDING or NEED_REVISION', () => {
    expect(entryActions('operator', 'PENDING', 'PENDING').delete).toBe(true);
    expect(entryActions('worker', 'NEED_REVISION', 'APPROVED').delete).toBe(true);
    expect(entryActions('operator', 'CHECKING', 'PENDING').delete).toBe(false);
    expect(entryActions('manager', 'PENDING', 'PENDING').delete).toBe(false);
  });

  it('§4 checker in CHECKING approves or asks revision per entry', () => {
    expect(entryActions('checker', 'CHECKING', 'PENDING')).toMatchObject({ approve: true, revise: true });
    expect(entryActions('checker', 'CHECKING', 'APPROVED')).toMatchObject({ approve: false, revise: true });
    expect(entryActions('checker', 'CHECKING', 'NEED_REVISION')).toMatchObject({
      approve: true,
      revise: false,
    });
    expect(entryActions('checker', 'PENDING', 'PENDING')).toMatchObject({ approve: false, revise: false });
  });

  it('§4 manager may ask revision of an approved entry while the log is waiting', () => {
    expect(entryActions('manager', 'WAIT_FOR_APPROVAL', 'APPROVED')).toMatchObject({
      revise: true,
      approve: false,
    });
    expect(entryActions('manager', 'WAIT_FOR_APPROVAL', 'NEED_REVISION').revise).toBe(false);
    expect(entryActions('manager', 'APPROVED', 'APPROVED').revise).toBe(false);
  });

  it('§5 §9 counts: step 0.01, leading zeros stripped', () => {
    expect(PRODUCTION_COUNT_STEP).toBe(0.01);
    expect(sanitizeCount('007')).toBe('7');
    expect(sanitizeCount('00.5')).toBe('0.5');
    expect(sanitizeCount('0')).toBe('0');
    expect(sanitizeCount('000')).toBe('0');
    expect(sanitizeCount('12,345')).toBe('12.34');
    expect(sanitizeCount('1.2.3')).toBe('1.23');
    expect(sanitizeCount('.5')).toBe('0.5');
    expect(sanitizeCount('abc')).toBe('');
    expect(countRule('12.34')).toEqual({ ok: true, value: 12.34 });
    expect(countRule(3)).toEqual({ ok: true, value: 3 });
    expect(countRule('1.234')).toEqual({ ok: false, message: 'countNotNumber' });
    expect(countRule('-1')).toEqual({ ok: false, message: 'countNotNumber' });
    expect(countRule('')).toEqual({ ok: false, message: 'countNotNumber' });
  });

  it('§5 additional information: mandatory fields, listed choices, numbers', () => {
    const fields = [
      {
        code: 'shift',
        name: 'Shift',
        type: 'text',
        isChoice: true,
        values: ['Pagi', 'Malam'],
        isMandatory: true,
      },
      { code: 'weight', name: 'Berat', type: 'number', isChoice: false, isMandatory: false },
      { code: 'note', name: 'Catatan', type: 'text', isChoice: false, isMandatory: true },
    ];
    expect(additionalInfoErrors(fields, [])).toEqual([
      { ok: false, message: 'fieldRequired', vars: { field: 'Shift' }, code: 'shift' },
      { ok: false, message: 'fieldRequired', vars: { field: 'Catatan' }, code: 'note' },
    ]);
    expect(
      additionalInfoErrors(fields, [
        { code: 'shift', selectedValue: 'Siang' },
        { code: 'weight', selectedValue: 'berat' },
        { code: 'note', selectedValue: 'ok' },
      ]).map((e) => [e.code, e.message]),
    ).toEqual([
      ['shift', 'choiceInvalid'],
      ['weight', 'countNotNumber'],
    ]);
    expect(
      additionalInfoErrors(fields, [
        { code: 'shift', selectedValue: 'Pagi' },
        { code: 'weight', selectedValue: 2.5 },
        { code: 'note', selectedValue: 'ok' },
      ]),
    ).toEqual([]);
  });
});
