import { describe, expect, it } from 'vitest';
import { hasTermsToAccept } from './ewa';
import { withdrawalForm } from './withdrawal-form';
import { withdrawalProfile } from './withdrawal-profile.fixture';

const profile = withdrawalProfile;
const none = { source: null, amount: null };

describe('Tarik Gaji page (§2, §4, §5)', () => {
  it('§5 withdrawal: the slider runs from the minimum to the lower of the limit and the maximum per request', () => {
    const form = withdrawalForm({ ...profile, ewaMaximumRequestAmount: 1_500_000 }, null, none);
    expect(form.bounds).toEqual({ min: 100_000, max: 1_500_000, step: 10_000, usable: true });
    expect(form.amount).toBe(100_000);
    expect(withdrawalForm(profile, null, { source: null, amount: 255_000 }).amount).toBe(250_000);
  });

  it('§1 the live figures: net after the 3 % fee, and what is left of the source', () => {
    const form = withdrawalForm(profile, null, { source: null, amount: 1_000_000 });
    expect(form.net).toBe(970_000);
    expect(form.left).toBe(1_000_000);
  });

  it('§4 withdrawal flow: the default source is the wallet when the limit is at or below the minimum and the wallet is on', () => {
    const low = { ...profile, ewaCurrentLimit: 100_000, ewaWalletBalance: 750_000 };
    expect(withdrawalForm(low, { wallet_enabled: true }, none).source).toBe('wallet');
    expect(withdrawalForm(low, { wallet_enabled: false }, none).source).toBe('advance');
    expect(withdrawalForm(low, { wallet_enabled: true }, { source: 'advance', amount: null }).source).toBe(
      'advance',
    );
    // a wallet chosen while the company has no wallet is the advance limit
    expect(withdrawalForm(profile, null, { source: 'wallet', amount: null }).source).toBe('advance');
  });

  it('§5 withdrawal: nothing withdrawable locks the page, its label stands alone, the other reasons are listed', () => {
    const form = withdrawalForm({ ...profile, ewaCurrentLimit: 0, wageRequestCount: 3 }, null, none);
    expect(form.nothingLabel).toBe('nothingWithdrawable');
    expect(form.locked).toBe(true);
    expect(form.disabledReasons.map((r) => r.message)).toContain('nothingWithdrawable');
    expect(form.listedReasons.map((r) => r.code)).toEqual(['cap-reached', 'amount-under-minimum']);
  });

  it("§5 withdrawal: no access shows 'anda tidak memiliki akses untuk tarik gaji' (noWithdrawAccess)", () => {
    const form = withdrawalForm({ ...profile, ewaAllowed: false }, null, none);
    expect(form.nothingLabel).toBe('noWithdrawAccess');
    expect(form.listedReasons).toEqual([]);
    expect(form.disabledReasons.map((r) => r.code)).toEqual(['not-allowed']);
  });

  it('§9 the counter shows count / transactionCap', () => {
    const form = withdrawalForm(profile, null, none);
    expect([form.count, form.transactionCap]).toEqual([1, 3]);
    expect(form.disabledReasons).toEqual([]);
  });

  it('§5 a terms message to tick exists only when ewaConfirmationMessage has text', () => {
    expect(hasTermsToAccept('Potongan gaji')).toBe(true);
    expect(hasTermsToAccept('  ')).toBe(false);
    expect(hasTermsToAccept(null)).toBe(false);
    expect(hasTermsToAccept(undefined)).toBe(false);
  });
});
