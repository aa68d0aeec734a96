/**
 * The Tarik Gaji flow as one small state machine (SPEC §2 "Withdrawal page", §4 withdrawal flow, §5 withdrawal,
 * §7 Earned wage access):
 *
 *   form ──startWithdrawal──▶ checking ──wage check fails──────────────────────▶ form (the server's message)
 *    ▲ ▲                         ├──bank PENDING──▶ form, with the PENDING message
 *    │ │                         ├──bank not set up, or not VALID──▶ bank ──close──▶ form
 *    │ │                         └──bank VALID──▶ confirm ──confirmWithdrawal──▶ sending ──ok──▶ form (emptied)
 *    │ └──────────────close─────────────────────────┘                              │
 *    └─────────────────────────────────────── a send fails: confirm, everything kept ◀┘
 *
 * One Idempotency-Key per confirmed withdrawal (DESIGN "Security and exactly-once"): made when the confirmation
 * opens for a source, amount and reason, reused by a double tap and by every retry of it, so a retried
 * withdrawal is never paid twice; a changed source, amount or reason gets a new one, and a success clears it.
 * `visibleDialog` is the guard for which dialog can show. Actions take the app's API client and answer an
 * outcome; the screen says how it went (alerts) and reloads history and limits after a success (§4 step 5).
 */
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import type { CompanySettings } from '../contract/company';
import { ewaEndpoints, type WageCheckResult } from '../contract/ewa';
import { bankNextStep, confirmDisabledReasons, type WithdrawalSource } from '../rules/ewa';
import { type WithdrawalProfile, withdrawalForm } from '../rules/withdrawal-form';
import { type ContentKey, contentKey } from './content-key';

export const WITHDRAWAL_STEPS = ['form', 'checking', 'bank', 'confirm', 'sending'] as const;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];

type Client = Pick<ApiClient, 'call'>;

/** The withdrawal the wage check answered for: what the confirmation shows and what confirm sends. */
export interface CheckedWithdrawal {
  source: WithdrawalSource;
  amount: number;
  result: WageCheckResult;
}

export interface WithdrawalState {
  /** Whose form this is: another user opening the page starts from an empty one. */
  userId: number | string | null;
  step: WithdrawalStep;
  /** null: the default source of §4. */
  source: WithdrawalSource | null;
  /** null: the slider's lowest value. */
  amount: number | null;
  reason: string;
  /** The reason's §5 message shows once the user typed and left the field. */
  reasonTouched: boolean;
  /** §4 bank PENDING: 'We are currently verify your bank account, please retry again later'. */
  pendingNotice: boolean;
  checked: CheckedWithdrawal | null;
  termsTicked: boolean;
  /** The Idempotency-Key of the withdrawal being confirmed, with the content it names. */
  idempotency: ContentKey | null;
}

/** What an action answers: ok, refused (nothing to say), or the failed call's error for the screen to show. */
export type WithdrawalOutcome = { ok: true } | { ok: false; error: unknown };

const REFUSED: WithdrawalOutcome = { ok: false, error: null };

const initial = (): WithdrawalState => ({
  userId: null,
  step: 'form',
  source: null,
  amount: null,
  reason: '',
  reasonTouched: false,
  pendingNotice: false,
  checked: null,
  termsTicked: false,
  idempotency: null,
});

export const withdrawalStore = proxy<WithdrawalState>(initial());

export function resetWithdrawal(): void {
  Object.assign(withdrawalStore, initial());
}

/** Which dialog can show: the bank dialog, the confirmation (while it is sent too, with a checked amount), or none. */
export function visibleDialog(state: {
  step: WithdrawalStep;
  checked: CheckedWithdrawal | null;
}): 'bank' | 'confirm' | null {
  if (state.step === 'bank') return 'bank';
  if ((state.step === 'confirm' || state.step === 'sending') && state.checked) return 'confirm';
  return null;
}

/** The content an Idempotency-Key names: source, amount and the reason as it is sent (trimmed). */
export function withdrawalSignature(source: WithdrawalSource, amount: number, reason: string): string {
  return JSON.stringify([source, amount, reason.trim()]);
}

const busy = (): boolean => withdrawalStore.step === 'checking' || withdrawalStore.step === 'sending';

/**
 * The page opens for `userId`: another user's form is dropped; a dialog left open when the page was left
 * closes (a call under way finishes in the store).
 */
export function openWithdrawal(userId: number | string): void {
  if (withdrawalStore.userId !== userId) {
    resetWithdrawal();
    withdrawalStore.userId = userId;
  } else if (withdrawalStore.step === 'bank' || withdrawalStore.step === 'confirm') {
    withdrawalStore.step = 'form';
  }
}

/** §2 source selector: a new source starts its slider from its lowest value. */
export function chooseWithdrawalSource(source: WithdrawalSource): void {
  if (busy()) return;
  withdrawalStore.source = source;
  withdrawalStore.amount = null;
  withdrawalStore.pendingNotice = false;
}

/** §5 slider. */
export function chooseWithdrawalAmount(amount: number): void {
  if (busy()) return;
  withdrawalStore.amount = amount;
  withdrawalStore.pendingNotice = false;
}

export function setWithdrawalReason(reason: string): void {
  if (withdrawalStore.step === 'sending') return;
  withdrawalStore.reason = reason;
}

/** The reason field was left: its §5 message shows from now on, unless it is still empty. */
export function touchWithdrawalReason(): void {
  withdrawalStore.reasonTouched = withdrawalStore.reason !== '';
}

/** §4 step 4: the terms read and accepted. */
export function tickWithdrawalTerms(ticked: boolean): void {
  if (withdrawalStore.step === 'confirm') withdrawalStore.termsTicked = ticked;
}

/**
 * §4 steps 1–4, Tarik Gaji: the wage check (§7 POST ewa/wage-request/check), then the bank step of the profile.
 * Refused while the button is disabled (§5) or a call is under way (a double tap checks once).
 */
export async function startWithdrawal(
  client: Client,
  profile: WithdrawalProfile & Parameters<typeof bankNextStep>[0],
  company: Pick<CompanySettings, 'wallet_enabled'> | null,
): Promise<WithdrawalOutcome> {
  const form = withdrawalForm(profile, company, withdrawalStore);
  if (withdrawalStore.step !== 'form' || form.disabledReasons.length > 0) return REFUSED;
  const { source, amount } = form;
  withdrawalStore.step = 'checking';
  withdrawalStore.pendingNotice = false;
  try {
    const result = await client.call(ewaEndpoints.wageCheck, { body: { amount } });
    withdrawalStore.checked = { source, amount, result };
    const next = bankNextStep(profile);
    if (next === 'pending') {
      withdrawalStore.pendingNotice = true;
      withdrawalStore.step = 'form';
    } else if (next === 'update-bank') {
      withdrawalStore.step = 'bank';
    } else {
      // The key exists from the moment the confirmation opens; the same withdrawal keeps it.
      withdrawalStore.idempotency = contentKey(
        withdrawalStore.idempotency,
        withdrawalSignature(source, amount, withdrawalStore.reason),
      );
      withdrawalStore.termsTicked = false;
      withdrawalStore.step = 'confirm';
    }
    return { ok: true };
  } catch (error) {
    withdrawalStore.step = 'form';
    return { ok: false, error };
  }
}

/**
 * §4 step 5, confirm: §7 POST ewa/wage-request/create (advance) or ewa/wage-request/wallet (wallet) with the
 * withdrawal's Idempotency-Key. Refused while §5 disables confirm or a send is under way (a double tap sends
 * once). A success empties the form and clears the key; a failure keeps the confirmation, the form and the key.
 */
export async function confirmWithdrawal(
  client: Client,
  termsMessage: string | null | undefined,
): Promise<WithdrawalOutcome> {
  const checked = withdrawalStore.checked;
  if (withdrawalStore.step !== 'confirm' || !checked) return REFUSED;
  const { reason, termsTicked } = withdrawalStore;
  if (confirmDisabledReasons({ reason, net: checked.result.principal, termsMessage, termsTicked }).length > 0)
    return REFUSED;
  const idempotency = contentKey(
    withdrawalStore.idempotency,
    withdrawalSignature(checked.source, checked.amount, reason),
  );
  withdrawalStore.idempotency = idempotency;
  withdrawalStore.step = 'sending';
  const endpoint = checked.source === 'wallet' ? ewaEndpoints.walletWithdraw : ewaEndpoints.wageRequestCreate;
  try {
    await client.call(
      endpoint,
      { body: { amount: checked.amount, description: reason.trim() } },
      { idempotencyKey: idempotency.key },
    );
    Object.assign(withdrawalStore, { ...initial(), userId: withdrawalStore.userId, source: checked.source });
    return { ok: true };
  } catch (error) {
    withdrawalStore.step = 'confirm';
    return { ok: false, error };
  }
}

/** Closes the bank dialog or the confirmation; not while the withdrawal is being sent. */
export function closeWithdrawalDialog(): void {
  if (withdrawalStore.step === 'bank' || withdrawalStore.step === 'confirm') withdrawalStore.step = 'form';
}
