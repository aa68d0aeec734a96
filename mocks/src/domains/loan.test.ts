import { describe, expect, it } from 'vitest';
import { loginAs, personaCaller, testApp, uploadAs } from '../test-support';
import { loanTerms, splitEvenly } from './loan/terms';

async function setup() {
  const server = testApp();
  return { server, call: personaCaller(server.app) };
}

describe('loan', () => {
  it('§9 draft: 1,000,000 over 4 months at 2 % per tenor month plus admin fee, instalments monthly from next month', async () => {
    const { call } = await setup();
    const answer = await call(
      'employee',
      'GET',
      '/loan/request/draft?loanType=cash&amount=1000000&installmentLength=4',
    );
    expect(answer.status).toBe(200);
    const draft = answer.data as {
      interestType: string;
      totalInterestFee: number;
      adminFee: number;
      principal: number;
      installments: { amount: number; dueDate: string; installmentNo: number }[];
    };
    expect(draft.interestType).toBe('tenor');
    expect(draft.totalInterestFee).toBe(1_000_000 * 0.02 * 4);
    expect(draft.principal).toBe(1_000_000 + draft.totalInterestFee + draft.adminFee);
    expect(draft.installments.map((i) => i.dueDate)).toEqual([
      '2024-06-15',
      '2024-07-15',
      '2024-08-15',
      '2024-09-15',
    ]);
    expect(draft.installments.reduce((s, i) => s + i.amount, 0)).toBe(draft.principal);
  });

  it('§9 flat interest is 2 % once; instalments always sum to the principal', () => {
    const flat = loanTerms(1_000_000, 4, { interestType: 'flat', adminFee: 5_000 }, '2024-01-31');
    expect(flat.totalInterestFee).toBe(20_000);
    expect(flat.principal).toBe(1_025_000);
    expect(flat.installments[0]?.dueDate).toBe('2024-02-29');
    for (const [total, parts] of [
      [1_000_001, 3],
      [7, 12],
      [1_090_000, 4],
    ] as const) {
      const split = splitEvenly(total, parts);
      expect(split.reduce((s, n) => s + n, 0)).toBe(total);
      expect(Math.max(...split) - Math.min(...split)).toBeLessThan(parts);
    }
  });

  it('§5 §9 amount above 0 and tenor 1 to 12 are enforced (400)', async () => {
    const { call } = await setup();
    for (const q of [
      'amount=0&installmentLength=4',
      'amount=1000000&installmentLength=13',
      'amount=1000000&installmentLength=0',
    ]) {
      expect((await call('employee', 'GET', `/loan/request/draft?loanType=cash&${q}`)).status).toBe(400);
    }
    const body = {
      loanType: 'cash',
      amount: 1_000_000,
      bankAccountNumber: '1234567890',
      bankCode: 'BCA',
      installmentLength: 13,
    };
    expect((await call('employee', 'POST', '/loan/request', body)).status).toBe(400);
  });

  it('§4 create with one Idempotency-Key twice makes one loan; history reads loanRequests by 10', async () => {
    const { call } = await setup();
    const before = (await call('employee', 'GET', '/loan/request/history?page=1&size=10')).data as {
      pagination: { totalItems: number };
      loanRequests: unknown[];
    };
    expect(before.loanRequests).toHaveLength(10);
    const body = {
      loanType: 'cash',
      amount: 2_000_000,
      bankAccountNumber: '1234567890',
      bankCode: 'BCA',
      installmentLength: 6,
    };
    const headers = { 'Idempotency-Key': 'loan-key-1' };
    const first = await call('employee', 'POST', '/loan/request', body, headers);
    const second = await call('employee', 'POST', '/loan/request', body, headers);
    expect(first.status).toBe(200);
    expect(first.message).toBe('Berhasil mengajukan pinjaman');
    expect((second.data as { id: number }).id).toBe((first.data as { id: number }).id);
    const after = (await call('employee', 'GET', '/loan/request/history?page=1&size=10'))
      .data as typeof before;
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
  });

  it('§4 cancel only while pending; another employee’s loan is 404; attachment stores the upload url', async () => {
    const { call, server } = await setup();
    const form = await uploadAs(server.app, await loginAs(server.app, 'employee'));
    const body = {
      loanType: 'cash',
      amount: 500_000,
      bankAccountNumber: '1234567890',
      bankCode: 'BCA',
      installmentLength: 2,
    };
    const id = ((await call('employee', 'POST', '/loan/request', body)).data as { id: number }).id;
    expect((await call('supervisor', 'GET', `/loan/request/${id}/view`)).status).toBe(404);
    const outside = await call('employee', 'POST', `/loan/request/${id}/update-attachment`, {
      attachment: 'http://127.0.0.1:4010/files/form.pdf',
    });
    expect(outside.status).toBe(400);
    const attached = await call('employee', 'POST', `/loan/request/${id}/update-attachment`, {
      attachment: form,
    });
    expect((attached.data as { attachment: string }).attachment.startsWith(`${form}?exp=`)).toBe(true);
    const cancelled = await call('employee', 'POST', `/loan/request/${id}/cancel`);
    expect(cancelled.message).toBe('Berhasil membatalkan pinjaman');
    expect(cancelled.data).toMatchObject({ status: 'canceled' });
    expect((await call('employee', 'POST', `/loan/request/${id}/cancel`)).status).toBe(409);
    const history = (await call('employee', 'GET', '/loan/request/history?page=2&size=10')).data as {
      loanRequests: { status: string }[];
    };
    const approved = (await call('employee', 'GET', '/loan/request/history?page=1&size=10')).data as {
      loanRequests: { id: number; status: string }[];
    };
    const notPending = [...approved.loanRequests, ...history.loanRequests].find(
      (l) => l.status === 'approved' || l.status === 'disbursed',
    );
    expect(
      (
        await call(
          'employee',
          'POST',
          `/loan/request/${(notPending as { id: number } | undefined)?.id}/cancel`,
        )
      ).status,
    ).toBe(409);
  });

  it('§6 modules-off company: loan endpoints answer 403', async () => {
    const { call } = await setup();
    expect((await call('modules-off', 'GET', '/loan/request/history?page=1&size=10')).status).toBe(403);
  });
});
