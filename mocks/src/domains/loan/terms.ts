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
import type { InterestType } from '@upah/core/contract/loan';
import { loanInterestEstimate } from '@upah/core/rules/loan';
import { addMonths } from './months';

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

/** Whole-Rupiah split: equal parts, the remainder added to the last one, so the parts sum to the total. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const amounts = Array.from({ length: parts }, () => base);
  amounts[parts - 1] = base + (total - base * parts);
  return amounts;
}

/** `requestDate` is the Jakarta date of the request (YYYY-MM-DD). Amount > 0 and tenor 1–12 are checked by the contract (400). */
export function loanTerms(
  amount: number,
  installmentLength: number,
  policy: LoanPolicy,
  requestDate: string,
): LoanTerms {
  // core's 2 % rule, the same figure the app estimates before the draft arrives (SPEC §9)
  const totalInterestFee = loanInterestEstimate(amount, installmentLength, policy.interestType);
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
