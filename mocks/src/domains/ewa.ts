/**
 * Earned wage access (SPEC §1, §4 withdrawal, §5, §7, §9): wage check with the 3 % fee,
 * withdrawals from the advance-salary limit and from the wallet, and the paginated history.
 * Idempotency-Key is honoured by route() for these moneyMoving endpoints.
 *
 * Decisions: the transactionCap and wageRequestCount belong to the advance source (SPEC §5: "for the advance
 * source"); a wallet withdrawal does not count towards them. The count is the current pay period's (SPEC §9
 * "Withdrawal cap per period"): this period's advance requests, FAILED and CANCELLED ones aside, the same ones
 * the limit counts (ewa-limit.ts), so it starts again at 0 when a new period begins. Amount above the per-request maximum or under the
 * minimum → 400 (invalid input); above the available limit or balance, cap reached, bank not VALID → 409.
 */
import { ewaEndpoints, type WageRequest as WireWageRequest } from '@upah/core/contract/ewa';
import { formatRupiah } from '@upah/core/format';
import { netAmount, transactionCapReached, wageFee } from '@upah/core/rules/ewa';
import { HttpError, httpError } from '../http-error';
import { reply, route } from '../route';
import { moduleAllowed, nextId } from '../state/queries';
import type { Employee, MockState, WageRequest } from '../state/types';
import { toJakartaTimestamp } from '../time';
import { newestFirst } from './attendance/model';
import { currentLimitOf, limitBasisOf } from './ewa-limit';
import { paginate } from './paging';
import { defineDomain } from './types';

export const EWA_MESSAGES = {
  requestSuccess: 'Request Success',
  notAllowed: 'anda tidak memiliki akses untuk tarik gaji',
  walletDisabled: 'Wallet tidak aktif untuk perusahaan Anda',
  bankUnset: 'Rekening bank belum diatur, silakan perbarui rekening bank',
  bankPending: 'Rekening bank sedang diverifikasi, silakan coba lagi nanti',
  bankInvalid: 'Rekening bank tidak valid, silakan perbarui rekening bank',
  capReached: 'Batas jumlah penarikan periode ini sudah tercapai',
  belowMinimum: (min: number) => `Jumlah penarikan minimal ${formatRupiah(min)}`,
  aboveMaximum: (max: number) => `Jumlah penarikan maksimal ${formatRupiah(max)} per transaksi`,
  aboveLimit: 'Jumlah penarikan melebihi limit gaji yang tersedia',
  aboveWallet: 'Jumlah penarikan melebihi saldo wallet',
} as const;

function requireEwa(state: MockState, user: Employee): void {
  if (!moduleAllowed(state, user, 'ewa')) throw new HttpError(403, EWA_MESSAGES.notAllowed);
}

function requireValidBank(user: Employee): void {
  if (!user.isBankSetup || !user.bankAccountNumber)
    throw new HttpError(409, EWA_MESSAGES.bankUnset, 'BANK_UNSET');
  if (user.bankVerificationStatus === 'PENDING')
    throw new HttpError(409, EWA_MESSAGES.bankPending, 'BANK_PENDING');
  if (user.bankVerificationStatus !== 'VALID')
    throw new HttpError(409, EWA_MESSAGES.bankInvalid, 'BANK_INVALID');
}

function requireAmountBounds(user: Employee, amount: number): void {
  if (amount < user.ewaMinimumRequestAmount)
    throw new HttpError(400, EWA_MESSAGES.belowMinimum(user.ewaMinimumRequestAmount));
  if (user.ewaMaximumRequestAmount > 0 && amount > user.ewaMaximumRequestAmount) {
    throw new HttpError(400, EWA_MESSAGES.aboveMaximum(user.ewaMaximumRequestAmount));
  }
}

export function toWire(w: WageRequest): WireWageRequest {
  return {
    eventID: w.eventID,
    amount: w.amount,
    fee: w.fee,
    description: w.description,
    status: w.status,
    created_at: w.createdAt,
    rejectReason: w.rejectReason,
  };
}

function createWageRequest(
  state: MockState,
  user: Employee,
  source: WageRequest['source'],
  body: { amount: number; description: string },
  now: Date,
): WageRequest {
  const id = nextId(state, 'wageRequest');
  const request: WageRequest = {
    id,
    employeeId: user.id,
    source,
    amount: body.amount,
    fee: wageFee(body.amount),
    description: body.description,
    status: 'PROCESSING',
    createdAt: toJakartaTimestamp(now),
    eventID: `EVT-${String(id).padStart(6, '0')}-${now.getTime().toString(36).toUpperCase()}`,
    rejectReason: null,
  };
  state.wageRequests.set(id, request);
  return request;
}

export const ewaDomain = defineDomain({
  name: 'ewa',
  register(app) {
    route(app, ewaEndpoints.wageCheck, ({ input, user, state, now }) => {
      requireEwa(state, user);
      const { amount } = input.body;
      requireAmountBounds(user, amount);
      const walletBalance = moduleAllowed(state, user, 'wallet') ? user.ewaWalletBalance : 0;
      if (amount > Math.max(currentLimitOf(state, user, now), walletBalance))
        throw httpError(400, EWA_MESSAGES.aboveLimit);
      return { amount, fee: wageFee(amount), principal: netAmount(amount) };
    });

    route(app, ewaEndpoints.wageRequestCreate, ({ input, user, state, now }) => {
      requireEwa(state, user);
      requireValidBank(user);
      const { basis } = limitBasisOf(state, user, now);
      if (
        transactionCapReached({ wageRequestCount: basis.withdrawnCount, transactionCap: user.transactionCap })
      ) {
        throw httpError(409, EWA_MESSAGES.capReached, 'TRANSACTION_CAP');
      }
      requireAmountBounds(user, input.body.amount);
      if (input.body.amount > currentLimitOf(state, user, now))
        throw httpError(409, EWA_MESSAGES.aboveLimit, 'LIMIT');
      // The new PROCESSING request lowers the computed limit and raises the period's count (ewa-limit.ts).
      return reply(
        toWire(createWageRequest(state, user, 'limit', input.body, now)),
        EWA_MESSAGES.requestSuccess,
      );
    });

    route(app, ewaEndpoints.walletWithdraw, ({ input, user, state, now }) => {
      requireEwa(state, user);
      if (!moduleAllowed(state, user, 'wallet')) throw httpError(403, EWA_MESSAGES.walletDisabled);
      requireValidBank(user);
      requireAmountBounds(user, input.body.amount);
      if (input.body.amount > user.ewaWalletBalance)
        throw httpError(409, EWA_MESSAGES.aboveWallet, 'WALLET_BALANCE');
      user.ewaWalletBalance -= input.body.amount;
      return reply(
        toWire(createWageRequest(state, user, 'wallet', input.body, now)),
        EWA_MESSAGES.requestSuccess,
      );
    });

    route(app, ewaEndpoints.wageHistory, ({ input, user, state }) => {
      const mine = [...state.wageRequests.values()].filter((w) => w.employeeId === user.id);
      const page = paginate(
        newestFirst(mine, (w) => w.createdAt),
        input.query,
      );
      return { wageRequests: page.items.map(toWire), pagination: page.pagination };
    });
  },
});
