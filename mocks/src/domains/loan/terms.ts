/**
 * Loan figures the server calculates (SPEC §3 "Loan request", §4 "Loan", §9 "Interest shown: 2 percent, per
 * tenor or flat", "Loan tenor: 1 to 12 months").
 *
 * - interestType 'tenor': 2 % of the amount per month of tenor; 'flat': 2 % of the amount once.
 * - adminFee: a fixed fee per loan, set per company (LoanPolicy).
 * - principal: the total payable = amount + totalInterestFee + adminFee.
 * - instalments: principal split evenly in whole Rupiah, the remainder on the last one; due monthly on
 *   the day of the request (clamped to the month's last day), starting next month.
 */
import { addMonths } from './months';

export const LOAN_INTEREST_RATE = 0.02;
export const MIN_TENOR = 1;
export const MAX_TENOR = 12;

export type InterestType = 'tenor' | 'flat';

export interface LoanPolicy {
  interestType: InterestType;
  adminFee: number;
}

export interface InstalmentPlan {
  installmentNo: number;
  amount: number;
  /** YYYY-MM-DD (Asia/Jakarta) */
  dueDate: string;
}

export interface LoanTerms {
  amount: number;
  installmentLength: number;
  interestType: InterestType;
  totalInterestFee: number;
  adminFee: number;
  principal: number;
  installments: InstalmentPlan[];
}

export function totalInterest(amount: number, installmentLength: number, interestType: InterestType): number {
  const periods = interestType === 'tenor' ? installmentLength : 1;
  return Math.round(amount * LOAN_INTEREST_RATE * periods);
}

/** Whole-Rupiah split: equal parts, the remainder added to the last one, so the parts sum to the total. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const amounts = Array.from({ length: parts }, () => base);
  amounts[parts - 1] = base + (total - base * parts);
  return amounts;
}

/** `requestDate` is the Jakarta date of the request (YYYY-MM-DD). Inputs are assumed valid (see validateLoanInput). */
export function loanTerms(
  amount: number,
  installmentLength: number,
  policy: LoanPolicy,
  requestDate: string,
): LoanTerms {
  const totalInterestFee = totalInterest(amount, installmentLength, policy.interestType);
  const principal = amount + totalInterestFee + policy.adminFee;
  const installments = splitEvenly(principal, installmentLength).map((part, index) => ({
    installmentNo: index + 1,
    amount: part,
    dueDate: addMonths(requestDate, index + 1),
  }));
  return {
    amount,
    installmentLength,
    interestType: policy.interestType,
    totalInterestFee,
    adminFee: policy.adminFee,
    principal,
    installments,
  };
}

/** SPEC §5 loan form: amount numeric and above 0; tenor 1 to 12. Answers the 400 message or null. */
export function loanInputProblem(amount: number, installmentLength: number): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'amount: jumlah pinjaman harus lebih dari 0';
  if (
    !Number.isInteger(installmentLength) ||
    installmentLength < MIN_TENOR ||
    installmentLength > MAX_TENOR
  ) {
    return `installmentLength: tenor harus ${MIN_TENOR} sampai ${MAX_TENOR} bulan`;
  }
  return null;
}
