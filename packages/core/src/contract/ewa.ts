/** Earned wage access (SPEC §3 "Wage check result", "Wage request"; §4 withdrawal; §7 Earned wage access). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  boundedText,
  DESCRIPTION_MAX_LENGTH,
  pagination,
  paginationQuery,
  rupiah,
  serverTimestamp,
  zNullableString,
  zString,
} from './common';
import { endpoint } from './endpoint';

/** SPEC §4: the documented withdrawal statuses. */
export const WAGE_REQUEST_STATUSES = ['PROCESSING', 'CANCELLED', 'FAILED', 'SUCCESS'] as const;
export type KnownWageRequestStatus = (typeof WAGE_REQUEST_STATUSES)[number];
export const isKnownWageRequestStatus = (status: string): status is KnownWageRequestStatus =>
  (WAGE_REQUEST_STATUSES as readonly string[]).includes(status);

/**
 * Withdrawal status. Any non-empty string is accepted: SPEC §4 shows the status as-is, lowercased, as a
 * badge class, so a status the backend adds later (e.g. PENDING_APPROVAL) still renders instead of failing
 * the whole history. The mock only sends WAGE_REQUEST_STATUSES.
 */
export const wageRequestStatus = z.string().check(z.minLength(1));

export const wageRequestAmountBody = z.object({
  amount: rupiah.check(z.positive(messages.amountNotPositive)),
});
export type WageCheckBody = z.infer<typeof wageRequestAmountBody>;

export const wageCheckResult = z.object({ fee: rupiah, amount: rupiah, principal: rupiah });
export type WageCheckResult = z.infer<typeof wageCheckResult>;

/** SPEC §5: the reason must be at least 5 characters. */
export const wageRequestBody = z.object({
  amount: rupiah.check(z.positive(messages.amountNotPositive)),
  description: boundedText(5, messages.reasonMinLength, DESCRIPTION_MAX_LENGTH, messages.descriptionTooLong),
});
export type WageRequestBody = z.infer<typeof wageRequestBody>;

export const wageRequest = z.object({
  eventID: z.string().check(z.minLength(1)),
  amount: rupiah,
  fee: rupiah,
  description: zString,
  status: wageRequestStatus,
  created_at: serverTimestamp,
  rejectReason: zNullableString,
});
export type WageRequest = z.infer<typeof wageRequest>;

export const wageHistoryResponse = z.object({ wageRequests: z.array(wageRequest), pagination });
export type WageHistoryResponse = z.infer<typeof wageHistoryResponse>;

export const ewaEndpoints = {
  wageCheck: endpoint({
    id: 'ewa.wageCheck',
    access: { who: 'employee', module: 'ewa' },
    method: 'POST',
    host: 'main',
    path: '/ewa/wage-request/check',
    body: wageRequestAmountBody,
    response: wageCheckResult,
    doc: 'Preview of a withdrawal: amount = requested, fee = 3 % of amount (SPEC §9, rounded to whole Rupiah), principal = amount − fee (what reaches the bank). 400 when the amount is above the limit or below the minimum.',
  }),
  wageRequestCreate: endpoint({
    id: 'ewa.wageRequestCreate',
    access: { who: 'employee', module: 'ewa' },
    method: 'POST',
    host: 'main',
    path: '/ewa/wage-request/create',
    body: wageRequestBody,
    response: wageRequest,
    moneyMoving: true,
    doc: 'Withdraws from the advance-salary limit. Returns the created history item (status PROCESSING). A repeated Idempotency-Key returns the same item without a second withdrawal. 409 when transactionCap is reached.',
  }),
  walletWithdraw: endpoint({
    id: 'ewa.walletWithdraw',
    access: { who: 'employee', module: 'wallet' },
    method: 'POST',
    host: 'main',
    path: '/ewa/wage-request/wallet',
    body: wageRequestBody,
    response: wageRequest,
    moneyMoving: true,
    doc: 'Withdraws from the wallet balance (company wallet_enabled). Returns the created history item; same idempotency rule as wageRequestCreate. 409 when above the wallet balance, the transaction cap is reached or the bank account is not VALID.',
  }),
  wageHistory: endpoint({
    id: 'ewa.wageHistory',
    access: { who: 'employee', module: 'ewa' },
    method: 'GET',
    host: 'main',
    path: '/ewa/wage-request/history',
    query: paginationQuery,
    response: wageHistoryResponse,
    doc: 'Newest first; page starts at 1, size 10 in the app (SPEC §9). pagination = { page, size, totalItems, totalPages }.',
  }),
} as const;
