/**
 * EWA in the mock; SPEC §1/§9 (3 % fee), §4 (withdrawal statuses), §5 (minimum, maximum, cap), §9 (page size 10).
 */
import { messages } from '@upah/core/catalogue/messages';
import { wageFee } from '@upah/core/rules/ewa';
import { describe, expect, it } from 'vitest';
import { callJson, loginAs, testApp } from '../test-support';

interface Profile {
  ewaCurrentLimit: number;
  ewaWalletBalance: number;
  wageRequestCount: number;
  transactionCap: number;
  ewaMinimumRequestAmount: number;
  ewaMaximumRequestAmount: number;
}

type App = ReturnType<typeof testApp>['app'];
const profile = async (app: App, token: string) =>
  (await callJson(app, 'GET', '/employee/profile/current', { token })).data as Profile;
const history = async (app: App, token: string, page = 1) =>
  (await callJson(app, 'GET', `/ewa/wage-request/history?page=${page}&size=10`, { token })).data as {
    wageRequests: {
      eventID: string;
      status: string;
      amount: number;
      created_at: string;
      rejectReason: string | null;
    }[];
    pagination: { totalItems: number; totalPages: number };
  };

const create = (app: App, token: string, body: unknown, key?: string) =>
  callJson(app, 'POST', '/ewa/wage-request/create', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('§5 EWA', () => {
  it('§9 wage check: fee is 3 % (1,000,000 → fee 30,000, principal 970,000)', async () => {
    const { app, state } = testApp();
    const token = await loginAs(app, 'employee');
    const me = state.employees.get(1);
    if (me) me.ewaMaximumRequestAmount = 0;
    if (me) me.ewaDailyWage = 300_000; // 9 working days → limit 2,700,000 (SPEC §1: the limit is computed)
    const answer = await callJson(app, 'POST', '/ewa/wage-request/check', {
      token,
      body: { amount: 1_000_000 },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ amount: 1_000_000, fee: 30_000, principal: 970_000 });
  });

  it('§4 create: moves the limit and the count, and appears first in the history as PROCESSING', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const before = await profile(app, token);
    const answer = await create(app, token, { amount: 200_000, description: 'Biaya sekolah' });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Request Success');
    const after = await profile(app, token);
    expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit - 200_000);
    expect(after.wageRequestCount).toBe(before.wageRequestCount + 1);
    const first = (await history(app, token)).wageRequests[0];
    expect(first).toMatchObject({
      status: 'PROCESSING',
      amount: 200_000,
      eventID: (answer.data as { eventID: string }).eventID,
    });
  });

  it('§7 idempotency: the same key twice makes one withdrawal and returns the first answer', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const before = await profile(app, token);
    const total = (await history(app, token)).pagination.totalItems;
    const body = { amount: 150_000, description: 'Kebutuhan darurat' };
    const first = await create(app, token, body, 'key-1');
    const second = await create(app, token, body, 'key-1');
    expect(second).toEqual(first);
    const after = await profile(app, token);
    expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit - 150_000);
    expect(after.wageRequestCount).toBe(before.wageRequestCount + 1);
    expect((await history(app, token)).pagination.totalItems).toBe(total + 1);
  });

  it('§7 idempotency: 20 concurrent requests with one key make exactly one wage request', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const before = await profile(app, token);
    const total = (await history(app, token)).pagination.totalItems;
    const body = { amount: 100_000, description: 'Bayar kontrakan' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(app, token, body, 'concurrent-key')),
    );
    const eventIds = new Set(answers.map((a) => (a.data as { eventID: string }).eventID));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(eventIds.size).toBe(1);
    const after = await profile(app, token);
    expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit - 100_000);
    expect(after.wageRequestCount).toBe(before.wageRequestCount + 1);
    expect((await history(app, token)).pagination.totalItems).toBe(total + 1);
  });

  it('§7 idempotency: the same key with a different body is a 409; another key is a new withdrawal', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    await create(app, token, { amount: 100_000, description: 'Bayar kontrakan' }, 'k');
    expect((await create(app, token, { amount: 110_000, description: 'Bayar kontrakan' }, 'k')).status).toBe(
      409,
    );
    expect((await create(app, token, { amount: 100_000, description: 'Bayar kontrakan' }, 'k2')).status).toBe(
      200,
    );
  });

  it('§5 minimum and maximum per request are 400; above the limit 409; maximum 0 means none', async () => {
    const { app, state } = testApp();
    const token = await loginAs(app, 'employee');
    const me = await profile(app, token);
    const below = await create(app, token, {
      amount: me.ewaMinimumRequestAmount - 10_000,
      description: 'Kurang dari minimum',
    });
    expect(below.status).toBe(400);
    expect(below.message).toMatch(/minimal/);
    const above = await create(app, token, {
      amount: me.ewaMaximumRequestAmount + 10_000,
      description: 'Lebih dari maksimum',
    });
    expect(above.status).toBe(400);
    const employee = state.employees.get(1);
    if (!employee) throw new Error('no employee');
    employee.ewaMaximumRequestAmount = 0;
    const { ewaCurrentLimit } = await profile(app, token);
    const overLimit = await create(app, token, {
      amount: ewaCurrentLimit + 10_000,
      description: 'Melebihi limit',
    });
    expect(overLimit.status).toBe(409);
    const whole = await create(app, token, {
      amount: ewaCurrentLimit,
      description: 'Seluruh limit',
    });
    expect(whole.status).toBe(200);
    expect((await profile(app, token)).ewaCurrentLimit).toBe(0);
  });

  it('§5 transactionCap: cap-reached persona gets 409; the cap stops creation after count reaches it', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'cap-reached');
    const answer = await create(app, token, { amount: 100_000, description: 'Sudah mencapai batas' });
    expect(answer.status).toBe(409);
    expect(answer.message).toBe('Batas jumlah penarikan periode ini sudah tercapai');
  });

  it('§5 §9 the cap is per pay period: the count starts again at 0 after payday and the advance opens', async () => {
    const { app, clock } = testApp();
    let token = await loginAs(app, 'cap-reached');
    const atCap = (await profile(app, token)) as Profile & { ewaLimitBasis: { payday: string } };
    expect(atCap.wageRequestCount).toBe(atCap.transactionCap);
    const body = { amount: atCap.ewaMinimumRequestAmount, description: 'Periode baru' };
    expect((await create(app, token, body)).status).toBe(409);
    // a week into the next period: working days earned again, and none of the old period's requests count
    clock.set(`${atCap.ewaLimitBasis.payday}T10:00:00+07:00`);
    clock.advance(7 * 86_400_000);
    token = await loginAs(app, 'cap-reached');
    const next = await profile(app, token);
    expect(next.wageRequestCount).toBe(0);
    expect(next.transactionCap).toBe(atCap.transactionCap);
    const answer = await create(app, token, body);
    expect(answer.status).toBe(200);
    expect((await profile(app, token)).wageRequestCount).toBe(1);
  });

  it('§6 ewaAllowed false → 403; bank not VALID → 409 (unset, pending, invalid)', async () => {
    const { app } = testApp();
    const body = { amount: 100_000, description: 'Kebutuhan darurat' };
    expect((await create(app, await loginAs(app, 'no-ewa'), body)).status).toBe(403);
    for (const key of ['bank-unset', 'bank-pending', 'bank-invalid'] as const) {
      expect((await create(app, await loginAs(app, key), body)).status).toBe(409);
    }
  });

  it('§5 reason under 5 characters is a 400 naming description, in Indonesian from the catalogue', async () => {
    const { app } = testApp();
    const answer = await create(app, await loginAs(app, 'employee'), { amount: 100_000, description: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(`description: ${messages.reasonMinLength}`);
  });

  it('§4 wallet: withdraws from the wallet balance, not the limit; 409 above the balance; 403 without wallet', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'wallet');
    const before = await profile(app, token);
    const body = { amount: 200_000, description: 'Tarik dari wallet' };
    const answer = await callJson(app, 'POST', '/ewa/wage-request/wallet', {
      token,
      body,
      headers: { 'idempotency-key': 'w1' },
    });
    expect(answer.status).toBe(200);
    expect((answer.data as { fee: number }).fee).toBe(wageFee(200_000));
    const after = await profile(app, token);
    expect(after.ewaWalletBalance).toBe(before.ewaWalletBalance - 200_000);
    expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit);
    const tooMuch = await callJson(app, 'POST', '/ewa/wage-request/wallet', {
      token,
      body: { ...body, amount: after.ewaWalletBalance + 10_000 },
    });
    expect(tooMuch.status).toBe(409);
    const noWallet = await callJson(app, 'POST', '/ewa/wage-request/wallet', {
      token: await loginAs(app, 'employee'),
      body,
    });
    expect(noWallet.status).toBe(403);
  });

  it('§9 history: pages of 10, newest first, statuses from SPEC §4 with rejectReason on failures', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const page1 = await history(app, token, 1);
    expect(page1.wageRequests).toHaveLength(10);
    expect(page1.pagination.totalPages).toBe(Math.ceil(page1.pagination.totalItems / 10));
    const all = [...page1.wageRequests];
    for (let p = 2; p <= page1.pagination.totalPages; p++)
      all.push(...(await history(app, token, p)).wageRequests);
    expect(all).toHaveLength(page1.pagination.totalItems);
    const times = all.map((w) => Date.parse(w.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.length).toBeGreaterThan(0);
    for (const w of all) expect(['PROCESSING', 'CANCELLED', 'FAILED', 'SUCCESS']).toContain(w.status);
    // The seeded history holds failures and cancellations (the case below runs), each with its reason.
    const failed = all.filter((w) => w.status === 'FAILED' || w.status === 'CANCELLED');
    expect(failed.length).toBeGreaterThan(0);
    for (const w of failed) expect(w.rejectReason).toBeTruthy();
    expect((await history(app, token, 99)).wageRequests).toEqual([]);
  });
});
