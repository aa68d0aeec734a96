/**
 * Bank account rules (SPEC §5 "Bank account number: digits only") of the bank update dialog, which the
 * withdrawal page and the loan form share. ./ewa re-exports them.
 */
import { fail, OK, type RuleResult } from './result';

/** §5 bank account number: digits only. Removes every other character (for an input's onChange). */
export function sanitizeAccountNumber(input: string): string {
  return input.replace(/\D/g, '');
}

/** §5 bank account number: required, digits only. */
export function accountNumberRule(input: string): RuleResult {
  const value = input.trim();
  if (value === '') return fail('accountNumberRequired');
  return /^\d+$/.test(value) ? OK : fail('accountNumberDigits');
}
