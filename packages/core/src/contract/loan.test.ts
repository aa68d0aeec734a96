import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { loanCreateBody, loanDraftQuery, loanEndpoints, loanRequest } from './loan';

const wire = {
  id: 7,
  createdAt: '2024-05-01T10:00:00+07:00',
  status: 'pending',
  amount: 3_000_000,
  interestType: 'tenor',
  totalInterestFee: 60_000,
  adminFee: 10_000,
  principal: 3_070_000,
  installments: [
    {
      installmentNo: 1,
      amount: 1_023_334,
      dueDate: '2024-06-01',
      isPaid: true,
      createdAt: '2024-05-01T10:00:00+07:00',
    },
  ],
};

describe('loan contract (SPEC §3 Loan request, §4 Loan, §7 Loan)', () => {
  it('§3 Loan: installment_length is read and normalised to installmentLength', () => {
    const parsed = loanRequest.parse({ ...wire, installment_length: 3 });
    expect(parsed.installmentLength).toBe(3);
    expect(parsed).not.toHaveProperty('installment_length');
  });

  it('§3 Loan: installmentLength is read as is', () => {
    const parsed = loanRequest.parse({ ...wire, installmentLength: 6 });
    expect(parsed.installmentLength).toBe(6);
    expect(parsed).not.toHaveProperty('installment_length');
  });

  it('§3 Loan: the draft preview normalises both spellings too', () => {
    const draft = { ...wire, loanType: 'cash' };
    expect(loanEndpoints.draft.response.parse({ ...draft, installment_length: 2 }).installmentLength).toBe(2);
    expect(loanEndpoints.draft.response.parse({ ...draft, installmentLength: 2 }).installmentLength).toBe(2);
  });

  it('§3 Loan: a loan with neither spelling is refused naming installmentLength', () => {
    expect(failedFields(loanRequest, wire)).toEqual(['installmentLength']);
  });

  it('§4 Loan: status text is kept, lowercased (only pending is acted on)', () => {
    expect(loanRequest.parse({ ...wire, installmentLength: 1, status: 'Approved' }).status).toBe('approved');
    expect(loanRequest.parse({ ...wire, installmentLength: 1, status: 'disbursed' }).status).toBe(
      'disbursed',
    );
  });

  it('§9 interest is per tenor or flat', () => {
    expect(loanRequest.parse({ ...wire, installmentLength: 1, interestType: 'flat' }).interestType).toBe(
      'flat',
    );
    expect(failedFields(loanRequest, { ...wire, installmentLength: 1, interestType: 'daily' })).toEqual([
      'interestType',
    ]);
  });

  it('§3 Loan draft query: loanType cash, amount and installmentLength arrive as strings', () => {
    expect(loanDraftQuery.parse({ loanType: 'cash', amount: '2000000', installmentLength: '12' })).toEqual({
      loanType: 'cash',
      amount: 2_000_000,
      installmentLength: 12,
    });
  });

  it('§5/§9 loan form: amount above 0 and tenor 1 to 12', () => {
    const body = { loanType: 'cash', amount: 1_000_000, bankAccountNumber: '1234567890', bankCode: 'BCA' };
    expect(loanCreateBody.safeParse({ ...body, installmentLength: 12 }).success).toBe(true);
    expect(failedFields(loanCreateBody, { ...body, installmentLength: 13 })).toEqual(['installmentLength']);
    expect(failedFields(loanCreateBody, { ...body, installmentLength: 0 })).toEqual(['installmentLength']);
    expect(failedFields(loanCreateBody, { ...body, amount: 0, installmentLength: 3 })).toEqual(['amount']);
    expect(failedFields(loanDraftQuery, { loanType: 'cash', amount: '0', installmentLength: '3' })).toEqual([
      'amount',
    ]);
  });

  it('§5 bank account number is digits only; bank code is one of the list', () => {
    const body = { loanType: 'cash', amount: 1_000_000, installmentLength: 3 };
    expect(failedFields(loanCreateBody, { ...body, bankAccountNumber: '12-34', bankCode: 'BCA' })).toEqual([
      'bankAccountNumber',
    ]);
    expect(failedFields(loanCreateBody, { ...body, bankAccountNumber: '1234567', bankCode: 'NOPE' })).toEqual(
      ['bankCode'],
    );
  });

  it('§7 Loan: update-attachment sends the uploaded url', () => {
    expect(loanEndpoints.updateAttachment.body.parse({ attachment: 'http://x/files/a.pdf' })).toEqual({
      attachment: 'http://x/files/a.pdf',
    });
    expect(failedFields(loanEndpoints.updateAttachment.body, {})).toEqual(['attachment']);
  });
});
