import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { apiError } from '../api/errors';
import { netAmount, wageFee } from '../rules/ewa';
import { withdrawalProfile } from '../rules/withdrawal-profile.fixture';
import {
  chooseWithdrawalAmount,
  chooseWithdrawalSource,
  closeWithdrawalDialog,
  confirmWithdrawal,
  openWithdrawal,
  resetWithdrawal,
  setWithdrawalReason,
  startWithdrawal,
  tickWithdrawalTerms,
  touchWithdrawalReason,
  visibleDialog,
  withdrawalSignature,
  withdrawalStore,
} from './withdrawal';

const profile = {
  ...withdrawalProfile,
  isBankSetup: true,
  bankVerificationStatus: 'VALID' as string | null,
};
const company = { wallet_enabled: false };
const terms = 'Potongan gaji pada hari gajian.';

const created = (amount: number, description: string) => ({
  eventID: 'e1',
  amount,
  fee: wageFee(amount),
  description,
  status: 'PROCESSING',
  created_at: '2026-01-05T10:00:00+07:00',
  rejectReason: null,
});

type Answer = (n: number) => Promise<unknown>;
type Sent = { id: string; input: unknown; options?: { idempotencyKey?: string } };

/** A client that answers the wage check as the mock does and the create / wallet call with `send` per attempt. */
function client(send: Answer = async () => created(100_000, 'x'), check?: Answer) {
  const calls: Sent[] = [];
  const api = {
    call: (endpoint: { id: string }, input?: unknown, options?: { idempotencyKey?: string }) => {
      calls.push({ id: endpoint.id, input, options });
      const n = calls.filter((c) => c.id === endpoint.id).length;
      if (endpoint.id !== 'ewa.wageCheck') return send(n);
      if (check) return check(n);
      const amount = (input as { body: { amount: number } }).body.amount;
      return Promise.resolve({ amount, fee: wageFee(amount), principal: netAmount(amount) });
    },
  } as unknown as Pick<ApiClient, 'call'>;
  return { client: api, calls };
}

const network = () =>
  Promise.reject(
    apiError({ kind: 'network', endpointId: 'ewa.wageRequestCreate', message: 'networkFailure' }),
  );
const keysOf = (calls: { id: string; options?: { idempotencyKey?: string } }[]) =>
  calls.filter((c) => c.id !== 'ewa.wageCheck').map((c) => c.options?.idempotencyKey);

async function toConfirmation(api: ReturnType<typeof client>['client'], reason = 'Biaya sekolah') {
  setWithdrawalReason(reason);
  await startWithdrawal(api, profile, company);
  tickWithdrawalTerms(true);
}

beforeEach(() => {
  resetWithdrawal();
  openWithdrawal(1);
});

describe('withdrawal flow (§4)', () => {
  it('§4 withdrawal flow: Tarik Gaji → checking → confirm with the checked amount; the dialog guard follows', async () => {
    const { client: api, calls } = client();
    setWithdrawalReason('Biaya sekolah');
    const pending = startWithdrawal(api, profile, company);
    expect(withdrawalStore.step).toBe('checking');
    expect(visibleDialog(withdrawalStore)).toBeNull();
    expect(await pending).toEqual({ ok: true });
    expect(withdrawalStore.step).toBe('confirm');
    expect(visibleDialog(withdrawalStore)).toBe('confirm');
    expect(withdrawalStore.checked).toEqual({
      source: 'advance',
      amount: 100_000,
      result: { amount: 100_000, fee: 3_000, principal: 97_000 },
    });
    expect(calls.map((c) => [c.id, c.input])).toEqual([['ewa.wageCheck', { body: { amount: 100_000 } }]]);
    closeWithdrawalDialog();
    expect(withdrawalStore.step).toBe('form');
    expect(visibleDialog(withdrawalStore)).toBeNull();
  });

  it('§4 withdrawal flow: bank not set up, or neither VALID nor PENDING, opens the bank dialog', async () => {
    const { client: api } = client();
    await startWithdrawal(api, { ...profile, isBankSetup: false }, company);
    expect(visibleDialog(withdrawalStore)).toBe('bank');
    closeWithdrawalDialog();
    await startWithdrawal(api, { ...profile, bankVerificationStatus: 'REJECTED' }, company);
    expect(withdrawalStore.step).toBe('bank');
  });

  it('§4 withdrawal flow: bank PENDING stays on the form with the pending message; moving the slider hides it', async () => {
    const { client: api } = client();
    await startWithdrawal(api, { ...profile, bankVerificationStatus: 'PENDING' }, company);
    expect(withdrawalStore.step).toBe('form');
    expect(withdrawalStore.pendingNotice).toBe(true);
    chooseWithdrawalAmount(200_000);
    expect(withdrawalStore.pendingNotice).toBe(false);
  });

  it('§5 withdrawal: Tarik Gaji does nothing while it is disabled or a check is under way', async () => {
    const { client: api, calls } = client();
    expect(await startWithdrawal(api, { ...profile, ewaAllowed: false }, company)).toEqual({
      ok: false,
      error: null,
    });
    expect(await startWithdrawal(api, { ...profile, wageRequestCount: 3 }, company)).toEqual({
      ok: false,
      error: null,
    });
    const first = startWithdrawal(api, profile, company);
    const second = await startWithdrawal(api, profile, company);
    await first;
    expect(second).toEqual({ ok: false, error: null });
    expect(calls).toHaveLength(1);
  });

  it('§8 a failed wage check goes back to the form with the error and keeps amount and reason', async () => {
    const failure = apiError({ kind: 'server', status: 400, endpointId: 'ewa.wageCheck', message: null });
    const { client: api } = client(undefined, () => Promise.reject(failure));
    chooseWithdrawalAmount(250_000);
    setWithdrawalReason('Biaya sekolah');
    expect(await startWithdrawal(api, profile, company)).toEqual({ ok: false, error: failure });
    expect(withdrawalStore).toMatchObject({ step: 'form', amount: 250_000, reason: 'Biaya sekolah' });
  });

  it('§5 withdrawal: confirm is refused until the reason has 5 characters and the terms are ticked', async () => {
    const { client: api, calls } = client();
    setWithdrawalReason('abc');
    await startWithdrawal(api, profile, company);
    expect(await confirmWithdrawal(api, terms)).toEqual({ ok: false, error: null });
    setWithdrawalReason('abcde');
    expect(await confirmWithdrawal(api, terms)).toEqual({ ok: false, error: null });
    tickWithdrawalTerms(true);
    expect(await confirmWithdrawal(api, terms)).toEqual({ ok: true });
    expect(calls.filter((c) => c.id === 'ewa.wageRequestCreate')).toHaveLength(1);
  });

  it('§4 a failed send keeps the confirmation, amount, reason and ticked terms; the retry reuses the key', async () => {
    const { client: api, calls } = client(async (n) =>
      n === 1 ? network() : created(100_000, 'Biaya sekolah'),
    );
    await toConfirmation(api);
    const failed = await confirmWithdrawal(api, terms);
    expect(failed.ok).toBe(false);
    expect(withdrawalStore).toMatchObject({
      step: 'confirm',
      reason: 'Biaya sekolah',
      termsTicked: true,
      checked: { amount: 100_000 },
    });
    expect(await confirmWithdrawal(api, terms)).toEqual({ ok: true });
    const [first, second] = keysOf(calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(calls.at(-1)?.input).toEqual({ body: { amount: 100_000, description: 'Biaya sekolah' } });
  });

  it('§4 reopening the confirmation for the same withdrawal keeps its key; a changed reason gets a new one', async () => {
    const { client: api, calls } = client(() => network());
    await toConfirmation(api);
    await confirmWithdrawal(api, terms);
    closeWithdrawalDialog();
    await toConfirmation(api, ' Biaya sekolah '); // the same reason as sent (trimmed)
    await confirmWithdrawal(api, terms);
    closeWithdrawalDialog();
    await toConfirmation(api, 'Biaya sekolah anak');
    await confirmWithdrawal(api, terms);
    const [first, same, changed] = keysOf(calls);
    expect(same).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('§4 a double tap on confirm sends once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client: api, calls } = client(() => new Promise((resolve) => (answer = resolve)));
    await toConfirmation(api);
    const tap = confirmWithdrawal(api, terms);
    expect(visibleDialog(withdrawalStore)).toBe('confirm'); // still shown while it is sent
    expect(await confirmWithdrawal(api, terms)).toEqual({ ok: false, error: null });
    closeWithdrawalDialog(); // not while sending
    expect(withdrawalStore.step).toBe('sending');
    answer(created(100_000, 'Biaya sekolah'));
    expect(await tap).toEqual({ ok: true });
    expect(calls.filter((c) => c.id === 'ewa.wageRequestCreate')).toHaveLength(1);
  });

  it('§4 step 5: a success empties the form and the next withdrawal has a new key', async () => {
    const { client: api, calls } = client();
    await toConfirmation(api);
    await confirmWithdrawal(api, terms);
    expect(withdrawalStore).toMatchObject({
      step: 'form',
      reason: '',
      amount: null,
      checked: null,
      termsTicked: false,
      idempotency: null,
    });
    await toConfirmation(api);
    await confirmWithdrawal(api, terms);
    const [first, next] = keysOf(calls);
    expect(next).not.toBe(first);
  });

  it('§2 the wallet source sends ewa/wage-request/wallet; no terms message, nothing to tick', async () => {
    const { client: api, calls } = client();
    const walletProfile = { ...profile, ewaCurrentLimit: 100_000, ewaWalletBalance: 750_000 };
    setWithdrawalReason('Belanja bulanan');
    await startWithdrawal(api, walletProfile, { wallet_enabled: true });
    expect(withdrawalStore.checked?.source).toBe('wallet');
    expect(await confirmWithdrawal(api, null)).toEqual({ ok: true });
    expect(calls.map((c) => c.id)).toEqual(['ewa.wageCheck', 'ewa.walletWithdraw']);
  });

  it('§2 a new source starts from its lowest amount; the choices wait while a call is under way', async () => {
    chooseWithdrawalAmount(300_000);
    chooseWithdrawalSource('wallet');
    expect(withdrawalStore).toMatchObject({ source: 'wallet', amount: null });
    const { client: api } = client();
    const check = startWithdrawal(api, profile, company);
    chooseWithdrawalSource('advance');
    chooseWithdrawalAmount(500_000);
    expect(withdrawalStore).toMatchObject({ source: 'wallet', amount: null });
    await check;
  });

  it('§5 the reason message shows once the field is left with something typed', () => {
    touchWithdrawalReason();
    expect(withdrawalStore.reasonTouched).toBe(false);
    setWithdrawalReason('ab');
    touchWithdrawalReason();
    expect(withdrawalStore.reasonTouched).toBe(true);
  });

  it('another user opening the page starts from an empty form; the same user comes back to it, dialogs closed', async () => {
    const { client: api } = client();
    await toConfirmation(api);
    openWithdrawal(1);
    expect(withdrawalStore).toMatchObject({ step: 'form', reason: 'Biaya sekolah' });
    openWithdrawal(2);
    expect(withdrawalStore).toMatchObject({ userId: 2, reason: '', checked: null, idempotency: null });
  });

  it('§4 the key names source, amount and the trimmed reason', () => {
    expect(withdrawalSignature('advance', 100_000, ' Biaya sekolah ')).toBe(
      withdrawalSignature('advance', 100_000, 'Biaya sekolah'),
    );
    expect(withdrawalSignature('wallet', 100_000, 'Biaya sekolah')).not.toBe(
      withdrawalSignature('advance', 100_000, 'Biaya sekolah'),
    );
  });
});
