import { describe, expect, it } from 'vitest';
import {
  canCancelLoan,
  LOAN_INTEREST_RATE,
  LOAN_TENOR_MAX,
  LOAN_TENOR_MIN,
  loanAmountInput,
  loanAmountRule,
  loanInterestEstimate,
  loanSubmitRule,
  loanTenorRule,
  signedFormFileRule,
} from './loan';

describe('loan rules', () => {
  it('§9 interest 2 percent, tenor 1 to 12 months', () => {
    expect(LOAN_INTEREST_RATE).toBe(0.02);
    expect([LOAN_TENOR_MIN, LOAN_TENOR_MAX]).toEqual([1, 12]);
  });

  it('§5 loan amount: required', () => {
    expect(loanAmountRule('')).toEqual({ ok: false, message: 'amountRequired' });
    expect(loanAmountRule('  ')).toEqual({ ok: false, message: 'amountRequired' });
    expect(loanAmountRule(null)).toEqual({ ok: false, message: 'amountRequired' });
  });

  it('§5 loan amount: numeric', () => {
    expect(loanAmountRule('abc')).toEqual({ ok: false, message: 'amountNotNumber' });
    expect(loanAmountRule('1e6')).toEqual({ ok: false, message: 'amountNotNumber' });
    expect(loanAmountRule(Number.NaN)).toEqual({ ok: false, message: 'amountNotNumber' });
  });

  it('§5 loan amount: above 0', () => {
    expect(loanAmountRule('0')).toEqual({ ok: false, message: 'amountNotPositive' });
    expect(loanAmountRule(-5)).toEqual({ ok: false, message: 'amountNotPositive' });
    expect(loanAmountRule('1000000')).toEqual({ ok: true, value: 1_000_000 });
    expect(loanAmountRule('1.500.000')).toEqual({ ok: true, value: 1_500_000 });
    expect(loanAmountRule(250_000)).toEqual({ ok: true, value: 250_000 });
  });

  it('§5 loan tenor: numeric and required, 1 to 12', () => {
    expect(loanTenorRule('')).toEqual({ ok: false, message: 'tenorRequired' });
    expect(loanTenorRule('dua')).toEqual({ ok: false, message: 'tenorNotNumber' });
    expect(loanTenorRule('0')).toEqual({ ok: false, message: 'tenorRange' });
    expect(loanTenorRule('13')).toEqual({ ok: false, message: 'tenorRange' });
    expect(loanTenorRule(2.5)).toEqual({ ok: false, message: 'tenorRange' });
    expect(loanTenorRule('1')).toEqual({ ok: true, value: 1 });
    expect(loanTenorRule(12)).toEqual({ ok: true, value: 12 });
  });

  it('§5 loan confirm: submit disabled when the interest fee is 0', () => {
    expect(loanSubmitRule({ totalInterestFee: 0 })).toEqual({ ok: false, message: 'interestFeeZero' });
    expect(loanSubmitRule({ totalInterestFee: null })).toEqual({ ok: false, message: 'interestFeeZero' });
    expect(loanSubmitRule({ totalInterestFee: 60_000 })).toEqual({ ok: true });
  });

  it('§9 interest estimate: 2 percent per tenor month, or flat', () => {
    expect(loanInterestEstimate(1_000_000, 3, 'tenor')).toBe(60_000);
    expect(loanInterestEstimate(1_000_000, 3, 'flat')).toBe(20_000);
    expect(loanInterestEstimate(0, 3, 'tenor')).toBe(0);
  });

  it("§5 signed form: images or PDF only, else 'File harus berupa gambar atau pdf'", () => {
    for (const type of ['image/jpeg', 'image/png', 'IMAGE/HEIC', 'application/pdf']) {
      expect(signedFormFileRule({ type })).toEqual({ ok: true });
    }
    for (const type of ['application/zip', 'text/plain', '', 'image/', 'application/pdfx']) {
      expect(signedFormFileRule({ type })).toEqual({ ok: false, message: 'loanFileType' });
    }
  });

  it('§4 loan detail: cancel only while pending', () => {
    expect(canCancelLoan('pending')).toBe(true);
    expect(canCancelLoan('PENDING')).toBe(true);
    expect(canCancelLoan('approved')).toBe(false);
    expect(canCancelLoan(undefined)).toBe(false);
  });
});

describe('one number parser', () => {
  it('the loan form reads input exactly as format.parseRupiahInput does', () => {
    expect(loanAmountRule('Rp 1.500.000')).toEqual({ ok: true, value: 1_500_000 });
    expect(loanAmountRule('1,5')).toEqual({ ok: false, message: 'amountNotNumber' });
    expect(loanAmountRule('1.000,00')).toEqual({ ok: true, value: 1000 });
    expect(loanTenorRule('1,5')).toEqual({ ok: false, message: 'tenorNotNumber' });
    expect(loanTenorRule('1.000')).toEqual({ ok: false, message: 'tenorRange' });
  });
});

describe('loanAmountInput', () => {
  it('§5 Rupiah input with dot separators: groups what is typed, keeps unreadable text', () => {
    expect(loanAmountInput('1500000')).toBe('1.500.000');
    expect(loanAmountInput('1.5000')).toBe('15.000');
    expect(loanAmountInput('')).toBe('');
    expect(loanAmountInput('1,5')).toBe('1,5');
  });
});
