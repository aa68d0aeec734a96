import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountNumberRule,
  bankNextStep,
  confirmDisabledReasons,
  defaultSource,
  netAmount,
  nothingWithdrawableLabel,
  reasonRule,
  SLIDER_STEP,
  sanitizeAccountNumber,
  sliderBounds,
  snapAmount,
  type TarikGajiState,
  tarikGajiDisabledReasons,
  transactionCapReached,
  WAGE_FEE_RATE,
  wageFee,
  withdrawalCap,
} from './ewa';

const codes = (reasons: readonly { code: string }[]): string[] => reasons.map((r) => r.code);

describe('ewa rules', () => {
  it('§1 §9 fee is 3 percent and the slider step is 10,000', () => {
    expect(WAGE_FEE_RATE).toBe(0.03);
    expect(SLIDER_STEP).toBe(10_000);
  });

  it.each([
    [1_000_000, 30_000, 970_000],
    [500_000, 15_000, 485_000],
    [100_000, 3_000, 97_000],
    [0, 0, 0],
    [50, 2, 48], // 1.5 rounds half up
    [33, 1, 32], // 0.99 rounds to 1
    [16, 0, 16], // 0.48 rounds to 0
  ])('§1 withdrawal of %i: fee %i, net %i (fee rounded to the nearest Rupiah)', (amount, fee, net) => {
    expect(wageFee(amount)).toBe(fee);
    expect(netAmount(amount)).toBe(net);
  });

  it('§1 fee and net of nonsense amounts are 0, never negative or NaN', () => {
    for (const amount of [-1_000, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(wageFee(amount)).toBe(0);
      expect(netAmount(amount)).toBe(0);
    }
  });

  it('§1 property: fee and net are never negative, are whole Rupiah and add up to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (amount) => {
        const fee = wageFee(amount);
        const net = netAmount(amount);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(fee) && Number.isInteger(net)).toBe(true);
        expect(fee + net).toBe(amount);
        expect(Math.abs(fee - amount * WAGE_FEE_RATE)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        expect(wageFee(amount)).toBeGreaterThanOrEqual(0);
        expect(netAmount(amount)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('§5 §9 transaction cap per period: reached at count ≥ cap; 0 means no cap', () => {
    expect(transactionCapReached({ wageRequestCount: 3, transactionCap: 3 })).toBe(true);
    expect(transactionCapReached({ wageRequestCount: 2, transactionCap: 3 })).toBe(false);
    expect(transactionCapReached({ wageRequestCount: 0, transactionCap: 0 })).toBe(false);
    expect(transactionCapReached({ wageRequestCount: 9, transactionCap: 0 })).toBe(false);
  });

  it('§5 cap: the lower of the source limit and the maximum per request; 0 means no maximum', () => {
    expect(withdrawalCap({ sourceLimit: 2_000_000, maximumPerRequest: 500_000 })).toBe(500_000);
    expect(withdrawalCap({ sourceLimit: 300_000, maximumPerRequest: 500_000 })).toBe(300_000);
    expect(withdrawalCap({ sourceLimit: 2_000_000, maximumPerRequest: 0 })).toBe(2_000_000);
    expect(withdrawalCap({ sourceLimit: -5, maximumPerRequest: 0 })).toBe(0);
  });

  it('§5 property: the cap is never above either limit and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (sourceLimit, maximumPerRequest) => {
          const cap = withdrawalCap({ sourceLimit, maximumPerRequest });
          expect(cap).toBeGreaterThanOrEqual(0);
          expect(cap).toBeLessThanOrEqual(Math.max(0, sourceLimit));
          if (maximumPerRequest > 0) expect(cap).toBeLessThanOrEqual(maximumPerRequest);
        },
      ),
    );
  });

  it('§5 slider: from the minimum to the cap, step 10,000', () => {
    expect(sliderBounds({ min: 100_000, cap: 750_000 })).toEqual({
      min: 100_000,
      max: 750_000,
      step: 10_000,
      usable: true,
    });
  });

  it('§5 slider: a cap under the minimum collapses to [cap, cap] and is not usable', () => {
    const bounds = sliderBounds({ min: 100_000, cap: 40_000 });
    expect(bounds).toEqual({ min: 40_000, max: 40_000, step: 10_000, usable: false });
    expect(sliderBounds({ min: 0, cap: 0 }).usable).toBe(false);
  });

  it('§5 slider: snapped values stay on the step grid and never exceed the cap', () => {
    const bounds = sliderBounds({ min: 100_000, cap: 755_000 });
    expect(snapAmount(123_456, bounds)).toBe(120_000);
    expect(snapAmount(50_000, bounds)).toBe(100_000);
    expect(snapAmount(10_000_000, bounds)).toBe(755_000);
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e8 }), (value) => {
        const v = snapAmount(value, bounds);
        expect(v).toBeGreaterThanOrEqual(bounds.min);
        expect(v).toBeLessThanOrEqual(bounds.max);
      }),
    );
  });

  const ready: TarikGajiState = {
    source: 'advance',
    allowed: true,
    limit: 1_000_000,
    walletBalance: 0,
    minimum: 100_000,
    amount: 200_000,
    wageRequestCount: 1,
    transactionCap: 3,
  };

  it('§5 Tarik Gaji: enabled when no reason holds', () => {
    expect(tarikGajiDisabledReasons(ready)).toEqual([]);
  });

  it('§5 Tarik Gaji: disabled when the count has reached transactionCap (advance source)', () => {
    expect(codes(tarikGajiDisabledReasons({ ...ready, wageRequestCount: 3 }))).toEqual(['cap-reached']);
    expect(codes(tarikGajiDisabledReasons({ ...ready, wageRequestCount: 9, transactionCap: 0 }))).toEqual([]);
    expect(
      codes(
        tarikGajiDisabledReasons({
          ...ready,
          source: 'wallet',
          walletBalance: 1_000_000,
          wageRequestCount: 3,
        }),
      ),
    ).toEqual([]);
  });

  it('§5 Tarik Gaji: disabled when the limit is under 1', () => {
    expect(codes(tarikGajiDisabledReasons({ ...ready, limit: 0.5 }))).toEqual(['limit-under-one']);
  });

  it('§5 Tarik Gaji: disabled when access is not allowed', () => {
    const reasons = tarikGajiDisabledReasons({ ...ready, allowed: false });
    expect(reasons).toEqual([{ code: 'not-allowed', message: 'noWithdrawAccess' }]);
  });

  it('§5 Tarik Gaji: disabled when the amount is under the minimum or is 0', () => {
    expect(codes(tarikGajiDisabledReasons({ ...ready, amount: 90_000 }))).toEqual(['amount-under-minimum']);
    expect(codes(tarikGajiDisabledReasons({ ...ready, amount: 0, minimum: 0 }))).toEqual([
      'amount-under-minimum',
    ]);
  });

  it('§5 Tarik Gaji: disabled when the wallet balance is under the minimum', () => {
    const wallet = {
      ...ready,
      source: 'wallet' as const,
      limit: 50_000,
      walletBalance: 50_000,
      amount: 100_000,
    };
    expect(codes(tarikGajiDisabledReasons(wallet))).toEqual(['wallet-under-minimum']);
  });

  it('§5 Tarik Gaji: every reason that holds is listed', () => {
    const all = tarikGajiDisabledReasons({
      source: 'advance',
      allowed: false,
      limit: 0,
      walletBalance: 0,
      minimum: 100_000,
      amount: 0,
      wageRequestCount: 3,
      transactionCap: 3,
    });
    expect(codes(all)).toEqual(['cap-reached', 'limit-under-one', 'not-allowed', 'amount-under-minimum']);
  });

  const confirmable = { reason: 'biaya sekolah', net: 970_000, termsMessage: 'Syarat', termsTicked: true };

  it('§5 confirm: enabled with a 5-character reason, positive net and ticked terms', () => {
    expect(confirmDisabledReasons(confirmable)).toEqual([]);
    expect(confirmDisabledReasons({ ...confirmable, reason: 'sewa!' })).toEqual([]);
  });

  it('§5 withdrawal: reason under 5 chars disables confirm', () => {
    expect(confirmDisabledReasons({ ...confirmable, reason: 'sewa' })).toEqual([
      { code: 'reason-too-short', message: 'reasonMinLength' },
    ]);
    expect(reasonRule('  abc  ')).toEqual({ ok: false, message: 'reasonMinLength' });
  });

  it('§5 withdrawal: net of 0 or less disables confirm', () => {
    expect(codes(confirmDisabledReasons({ ...confirmable, net: 0 }))).toEqual(['net-not-positive']);
    expect(codes(confirmDisabledReasons({ ...confirmable, net: -1 }))).toEqual(['net-not-positive']);
  });

  it('§5 withdrawal: an unticked terms message disables confirm; no message needs no tick', () => {
    expect(codes(confirmDisabledReasons({ ...confirmable, termsTicked: false }))).toEqual([
      'terms-not-ticked',
    ]);
    expect(confirmDisabledReasons({ ...confirmable, termsMessage: '', termsTicked: false })).toEqual([]);
    expect(confirmDisabledReasons({ ...confirmable, termsMessage: null, termsTicked: false })).toEqual([]);
  });

  it('§5 nothing withdrawable: no access label, no salary label, or none', () => {
    expect(nothingWithdrawableLabel({ allowed: false, limit: 1_000_000 })).toBe('noWithdrawAccess');
    expect(nothingWithdrawableLabel({ allowed: true, limit: 0 })).toBe('nothingWithdrawable');
    expect(nothingWithdrawableLabel({ allowed: true, limit: 50_000, minimum: 100_000 })).toBe(
      'nothingWithdrawable',
    );
    expect(nothingWithdrawableLabel({ allowed: true, limit: 100_000, minimum: 100_000 })).toBeNull();
  });

  it('§4 default source: advance, or wallet when the limit is at or below the minimum and wallet is on', () => {
    expect(defaultSource({ limit: 1_000_000, minimum: 100_000, walletEnabled: true })).toBe('advance');
    expect(defaultSource({ limit: 100_000, minimum: 100_000, walletEnabled: true })).toBe('wallet');
    expect(defaultSource({ limit: 0, minimum: 100_000, walletEnabled: true })).toBe('wallet');
    expect(defaultSource({ limit: 0, minimum: 100_000, walletEnabled: false })).toBe('advance');
  });

  it('§4 withdrawal flow: bank not set up → update-bank; VALID → confirm; PENDING → pending; else update-bank', () => {
    expect(bankNextStep({ isBankSetup: false, bankVerificationStatus: 'VALID' })).toBe('update-bank');
    expect(bankNextStep({ isBankSetup: true, bankVerificationStatus: 'VALID' })).toBe('confirm');
    expect(bankNextStep({ isBankSetup: true, bankVerificationStatus: 'PENDING' })).toBe('pending');
    for (const status of [
      'INVALID_ACCOUNT_NUMBER',
      'INVALID_SUSPECTED_ACCOUNT',
      'INVALID_BLACK_LISTED',
      null,
    ]) {
      expect(bankNextStep({ isBankSetup: true, bankVerificationStatus: status })).toBe('update-bank');
    }
  });

  it('§5 bank account number: digits only', () => {
    expect(sanitizeAccountNumber('12-34 56a')).toBe('123456');
    expect(accountNumberRule('1234567890')).toEqual({ ok: true });
    expect(accountNumberRule('12a4')).toEqual({ ok: false, message: 'accountNumberDigits' });
    expect(accountNumberRule(' ')).toEqual({ ok: false, message: 'accountNumberRequired' });
  });
});
