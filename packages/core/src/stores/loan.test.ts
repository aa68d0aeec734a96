import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkLoanForm,
  loadMoreLoans,
  loanStore,
  reloadLoanHistory,
  requestLoanDraft,
  resetLoan,
  setLoanField,
  startLoanRequest,
  submitLoan,
  uploadSignedForm,
  visibleView,
} from './loan';
import { fakeClient } from './test-client';

const installments = [1, 2, 3].map((n) => ({
  installmentNo: n,
  amount: 340_000,
  dueDate: `2027-0${n}-01`,
  isPaid: false,
  createdAt: '2026-12-01T08:00:00+07:00',
}));
const draft = {
  loanType: 'cash' as const,
  amount: 1_000_000,
  interestType: 'tenor' as const,
  totalInterestFee: 10_000,
  adminFee: 10_000,
  principal: 1_020_000,
  installments,
  installmentLength: 3,
};
const loan = { ...draft, id: 7, createdAt: '2026-12-01T08:00:00+07:00', status: 'pending', attachment: null };

beforeEach(() => resetLoan());

describe('loan area state machine', () => {
  it('§2 a confirm without a draft shows the fill step; success without a loan shows Home', () => {
    expect(visibleView(undefined, loanStore)).toBe('home');
    expect(visibleView('confirm', { draft: null, created: null })).toBe('fill');
    expect(visibleView('success', { draft: null, created: null })).toBe('home');
    expect(visibleView('confirm', { draft, created: null })).toBe('confirm');
    expect(visibleView('nonsense', loanStore)).toBe('home');
  });

  it('§2 load more: a double tap loads the next page once, appended after page 1', async () => {
    const page = (n: number) => ({
      loanRequests: [{ ...loan, id: n }],
      pagination: { page: n, size: 10, totalPages: 3, totalItems: 3 },
    });
    const { client, calls } = fakeClient((_id, n) => page(n));
    await reloadLoanHistory(client);
    const first = loadMoreLoans(client);
    const second = loadMoreLoans(client);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(2);
    expect(loanStore.history.items.map((item) => item.id)).toEqual([1, 2]);
    expect(loanStore.history.page).toBe(2);
  });

  it('§5 the fill step checks amount and tenor before asking the server', async () => {
    const { client, calls } = fakeClient(() => draft);
    expect(await requestLoanDraft(client)).toBe(false);
    expect(calls).toHaveLength(0);
    expect(checkLoanForm(loanStore.form).amount?.message).toBe('amountRequired');
    setLoanField(1, 'amount', '1.000.000');
    setLoanField(1, 'tenor', '3');
    expect(await requestLoanDraft(client)).toBe(true);
    expect(calls[0]?.input).toEqual({ query: { loanType: 'cash', amount: 1_000_000, installmentLength: 3 } });
  });

  it('loan: a failed draft keeps the user on the fill step with the message and the values', async () => {
    const { client } = fakeClient(() => new Error('down'));
    setLoanField(1, 'amount', '1.000.000');
    setLoanField(1, 'tenor', '3');
    expect(await requestLoanDraft(client)).toBe(false);
    expect(loanStore.draftStatus).toBe('failure');
    expect(loanStore.draftError).toBeTruthy();
    expect(loanStore.form).toEqual({ amount: '1.000.000', tenor: '3' });
  });

  it('§4 one Idempotency-Key per confirmed loan: a retry after a failure resends it; a double tap sends once', async () => {
    const { client, calls } = fakeClient((id, n) =>
      id === 'loan.draft' ? draft : n === 1 ? new Error('timeout') : loan,
    );
    setLoanField(1, 'amount', '1000000');
    setLoanField(1, 'tenor', '3');
    await requestLoanDraft(client);
    const bank = { bankCode: 'BCA', bankAccountNumber: '123' };
    expect(await submitLoan(client, 1, bank)).toBe(false);
    expect(loanStore.submitError).toBeTruthy();
    const [second, third] = [submitLoan(client, 1, bank), submitLoan(client, 1, bank)];
    expect(await second).toBe(true);
    expect(await third).toBe(false);
    const creates = calls.filter((c) => c.id === 'loan.create');
    expect(creates).toHaveLength(2);
    expect(creates[0]?.options?.idempotencyKey).toBeTruthy();
    expect(creates[1]?.options?.idempotencyKey).toBe(creates[0]?.options?.idempotencyKey);
    expect(loanStore.created?.id).toBe(7);
    expect(loanStore.form).toEqual({ amount: '', tenor: '' });
    // a new request starts clean and gets a new key with its draft
    startLoanRequest();
    expect(loanStore.created).toBeNull();
    expect(loanStore.draft).toBeNull();
  });

  it('§5 the signed form: a .txt is refused before any upload', async () => {
    const { client, calls } = fakeClient(() => loan);
    loanStore.detail = loan;
    const outcome = await uploadSignedForm(client, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(outcome).toEqual({ ok: false, text: null, message: 'loanFileType' });
    expect(calls).toHaveLength(0);
  });

  it('§5 a PDF is uploaded as it is, then update-attachment stores its url', async () => {
    const { client, calls } = fakeClient(() => ({ ...loan, attachment: 'https://files.example/f.pdf' }));
    loanStore.detail = loan;
    const pdf = new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' });
    expect(await uploadSignedForm(client, pdf)).toEqual({ ok: true });
    expect(calls[0]?.id).toBe('loan.updateAttachment');
    expect(loanStore.detail?.attachment).toBe('https://files.example/f.pdf');
  });
});
