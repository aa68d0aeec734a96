/**
 * A bank account's number and verification status (SPEC §3 "Bank verification statuses", §5). Apart from the
 * bank list (./bank.ts) because the profile carries them on every screen, while the ~90-bank list is needed only
 * where an account is chosen or checked (the bank dialog, the loan form): a module is bundled whole.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';

/** Bank account number: digits only (SPEC §5). */
export const bankAccountNumber = z.string().check(z.regex(/^\d{5,20}$/, messages.accountNumberLength));

/** SPEC §3 "Bank verification statuses". */
export const BANK_VERIFICATION_STATUSES = [
  'PENDING',
  'VALID',
  'INVALID_ACCOUNT_NUMBER',
  'INVALID_SUSPECTED_ACCOUNT',
  'INVALID_BLACK_LISTED',
  'INVALID_UNKNOWN',
] as const;
export const bankVerificationStatus = z.enum(BANK_VERIFICATION_STATUSES);
export type BankVerificationStatus = z.infer<typeof bankVerificationStatus>;
