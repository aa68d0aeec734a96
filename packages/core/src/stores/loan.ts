/**
 * The cooperative loan area as one small state machine (SPEC §2 "Cooperative loan area", §4 Loan, §5 Loan
 * form, §7 Loan). Views are driven by state, not routes:
 *
 *   home ──startRequest──▶ fill ──requestDraft ok──▶ confirm ──submitLoan ok──▶ success
 *    ▲  ◀──────back────────  ◀────────back──────────                              │
 *    └──────────── openDetail(id) ▶ detail ── back ▶ home ◀──── toHistory ────────┘
 *
 * The app keeps the view in the browser history entry (so the Android back button and the header back do the
 * same); `visibleView` is the guard that says which view can show for a requested one (a confirm without a
 * draft shows the fill step, e.g. after a reload). A failed call keeps the user on the step with the server's
 * message; the fill step's values are a per-user draft (../stores/drafts) that survives a reload and failures.
 * Actions take the app's API client, as the other data stores do.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText } from '../api/errors';
import { newIdempotencyKey } from '../api/idempotency';
import { type LoanDraft, type LoanRequest, loanEndpoints } from '../contract/loan';
import type { compressImage } from '../media/image';
import { canCancelLoan, loanAmountRule, loanTenorRule, signedFormFileRule } from '../rules/loan';
import type { RuleFailure } from '../rules/result';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import type { LoadStatus } from './load-state';

export const LOAN_VIEWS = ['home', 'fill', 'confirm', 'success', 'detail'] as const;
export type LoanView = (typeof LOAN_VIEWS)[number];
/** SPEC §9 loan history: page 1, size 10. */
export const LOAN_PAGE_SIZE = 10;
/** The drafts key of the fill step. */
export const LOAN_DRAFT_FORM = 'loan-request';

export interface LoanFormValues {
  amount: string;
  tenor: string;
}

type Client = Pick<ApiClient, 'call'>;
type Uploader = Pick<ApiClient, 'call' | 'upload'>;

export interface LoanState {
  history: { items: LoanRequest[]; page: number; hasMore: boolean; status: LoadStatus; error: string | null };
  form: LoanFormValues;
  /** Field messages show once the user tried to go on (§5). */
  touched: boolean;
  draft: LoanDraft | null;
  draftStatus: LoadStatus;
  draftError: string | null;
  /** One Idempotency-Key per confirmed loan: made when the draft arrives, reused by every submit of it. */
  submitKey: string | null;
  submitStatus: LoadStatus;
  submitError: string | null;
  created: LoanRequest | null;
  detail: LoanRequest | null;
  detailStatus: LoadStatus;
  detailError: string | null;
  cancelStatus: LoadStatus;
  uploadStatus: LoadStatus;
  /** 0–100 while the signed form uploads, else null. */
  uploadPercent: number | null;
}

const initial = (): LoanState => ({
  history: { items: [], page: 0, hasMore: false, status: 'idle', error: null },
  form: { amount: '', tenor: '' },
  touched: false,
  draft: null,
  draftStatus: 'idle',
  draftError: null,
  submitKey: null,
  submitStatus: 'idle',
  submitError: null,
  created: null,
  detail: null,
  detailStatus: 'idle',
  detailError: null,
  cancelStatus: 'idle',
  uploadStatus: 'idle',
  uploadPercent: null,
});

export const loanStore = proxy<LoanState>(initial());

export function resetLoan(): void {
  Object.assign(loanStore, initial());
}

/** Which view can show when `requested` is asked for (a history entry, a reload). */
export function visibleView(requested: unknown, state: { draft: unknown; created: unknown }): LoanView {
  const view: LoanView = LOAN_VIEWS.includes(requested as LoanView) ? (requested as LoanView) : 'home';
  if (view === 'confirm' && !state.draft) return 'fill';
  if (view === 'success' && !state.created) return 'home';
  return view;
}

// ── HOME ────────────────────────────────────────────────────────────────────────────────────────────────────

async function loadHistoryPage(client: Client, page: number): Promise<void> {
  const h = loanStore.history;
  h.status = 'request';
  h.error = null;
  try {
    const res = await client.call(loanEndpoints.history, { query: { page, size: LOAN_PAGE_SIZE } });
    // Held by ref (see load-state.ts): replaced, never changed in place.
    h.items = ref(page === 1 ? res.loanRequests : [...h.items, ...res.loanRequests]);
    h.page = res.pagination.page;
    h.hasMore = res.pagination.page < res.pagination.totalPages;
    h.status = 'success';
  } catch (error) {
    h.status = 'failure';
    h.error = errorText(error);
  }
}

/** §7: GET /loan/request/history?page=1&size=10. */
export const reloadLoanHistory = (client: Client) => loadHistoryPage(client, 1);
/** The "load more" button: the next page, appended; nothing while a page is loading (a double tap loads it once). */
export const loadMoreLoans = (client: Client): Promise<void> =>
  loanStore.history.status === 'request'
    ? Promise.resolve()
    : loadHistoryPage(client, loanStore.history.page + 1);

/** Home → fill: a new request starts from the saved fill-step draft, with no confirm or success left over. */
export function startLoanRequest(): void {
  loanStore.draft = null;
  loanStore.created = null;
  loanStore.touched = false;
  loanStore.draftStatus = 'idle';
  loanStore.draftError = null;
  loanStore.submitStatus = 'idle';
  loanStore.submitError = null;
  loanStore.submitKey = null;
}

// ── FORM, fill step ─────────────────────────────────────────────────────────────────────────────────────────

function isFormValues(value: unknown): value is LoanFormValues {
  const v = value as LoanFormValues | null;
  return typeof v?.amount === 'string' && typeof v?.tenor === 'string';
}

/** The fill step opens with what this user typed last (a reload, a failed draft or submit lose nothing). */
export function restoreLoanForm(userId: number | string): void {
  const saved = loadDraft(userId, LOAN_DRAFT_FORM, isFormValues);
  loanStore.form = saved ?? { amount: '', tenor: '' };
}

export function setLoanField(userId: number | string, field: keyof LoanFormValues, value: string): void {
  loanStore.form[field] = value;
  saveDraft(userId, LOAN_DRAFT_FORM, { ...loanStore.form });
}

export interface FormCheck {
  amount: RuleFailure | null;
  tenor: RuleFailure | null;
  values: { amount: number; tenor: number } | null;
}

/** §5 amount and tenor rules over the typed form. */
export function checkLoanForm(form: LoanFormValues): FormCheck {
  const amount = loanAmountRule(form.amount);
  const tenor = loanTenorRule(form.tenor);
  return {
    amount: amount.ok ? null : amount,
    tenor: tenor.ok ? null : tenor,
    values: amount.ok && tenor.ok ? { amount: amount.value, tenor: tenor.value } : null,
  };
}

/** Fill → confirm: §7 draft query. Resolves true when the confirm step can show. */
export async function requestLoanDraft(client: Client): Promise<boolean> {
  loanStore.touched = true;
  const { values } = checkLoanForm(loanStore.form);
  if (!values || loanStore.draftStatus === 'request') return false;
  loanStore.draftStatus = 'request';
  loanStore.draftError = null;
  try {
    const draft = await client.call(loanEndpoints.draft, {
      query: { loanType: 'cash', amount: values.amount, installmentLength: values.tenor },
    });
    loanStore.draft = draft;
    loanStore.submitKey = newIdempotencyKey();
    loanStore.submitError = null;
    loanStore.submitStatus = 'idle';
    loanStore.draftStatus = 'success';
    return true;
  } catch (error) {
    loanStore.draftStatus = 'failure';
    loanStore.draftError = errorText(error);
    return false;
  }
}

// ── Confirm step ────────────────────────────────────────────────────────────────────────────────────────────

export interface BankAccount {
  bankCode: string;
  bankAccountNumber: string;
}

/**
 * Confirm → success: §7 POST /loan/request with the draft's figures. A double tap while it is in flight does
 * nothing; a retry after a failure resends the same Idempotency-Key, so the server makes one loan.
 */
export async function submitLoan(
  client: Client,
  userId: number | string,
  bank: BankAccount,
): Promise<boolean> {
  const draft = loanStore.draft;
  if (!draft || loanStore.submitStatus === 'request') return false;
  loanStore.submitKey ??= newIdempotencyKey();
  loanStore.submitStatus = 'request';
  loanStore.submitError = null;
  try {
    const created = await client.call(
      loanEndpoints.create,
      {
        body: {
          loanType: 'cash',
          amount: draft.amount,
          installmentLength: draft.installmentLength,
          bankCode: bank.bankCode,
          bankAccountNumber: bank.bankAccountNumber,
        },
      },
      { idempotencyKey: loanStore.submitKey },
    );
    loanStore.created = created;
    loanStore.submitStatus = 'success';
    loanStore.submitKey = null;
    // the draft stays (the confirmed figures) until a new request starts: the confirm entry can still show
    loanStore.touched = false;
    loanStore.form = { amount: '', tenor: '' };
    clearDraft(userId, LOAN_DRAFT_FORM);
    loanStore.history.status = 'idle'; // the history reloads when shown
    return true;
  } catch (error) {
    loanStore.submitStatus = 'failure';
    loanStore.submitError = errorText(error);
    return false;
  }
}

// ── DETAIL ──────────────────────────────────────────────────────────────────────────────────────────────────

/** §7 GET /loan/request/{id}/view. */
export async function loadLoanDetail(client: Client, id: number): Promise<void> {
  if (loanStore.detail?.id !== id) loanStore.detail = null;
  loanStore.detailStatus = 'request';
  loanStore.detailError = null;
  try {
    loanStore.detail = await client.call(loanEndpoints.view, { params: { id } });
    loanStore.detailStatus = 'success';
  } catch (error) {
    loanStore.detailStatus = 'failure';
    loanStore.detailError = errorText(error);
  }
}

function replaceInHistory(loan: LoanRequest): void {
  loanStore.detail = loan;
  const items = loanStore.history.items;
  if (items.some((l) => l.id === loan.id))
    loanStore.history.items = ref(items.map((l) => (l.id === loan.id ? loan : l)));
}

export type ActionOutcome =
  | { ok: true }
  | { ok: false; text: string | null; message?: RuleFailure['message'] };

/** §4 cancel, only while pending. A failure answers with the server's text ('Terjadi kesalahan saat mengirim data' when it has none). */
export async function cancelLoan(client: Client): Promise<ActionOutcome> {
  const loan = loanStore.detail;
  if (!loan || !canCancelLoan(loan.status) || loanStore.cancelStatus === 'request')
    return { ok: false, text: null };
  loanStore.cancelStatus = 'request';
  try {
    replaceInHistory(await client.call(loanEndpoints.cancel, { params: { id: loan.id } }));
    loanStore.cancelStatus = 'success';
    return { ok: true };
  } catch (error) {
    loanStore.cancelStatus = 'failure';
    return { ok: false, text: errorText(error), message: 'sendError' };
  }
}

/** A photo of an A4 form stays legible at 1600 px on its long side. */
export const SIGNED_FORM_PHOTO = { maxSide: 1600, quality: 0.8, maxBytes: 600 * 1024 } as const;

/** core/media loads with the first upload: the /loan/ page itself never compresses (route budget). */
const compressLazily: typeof compressImage = async (source, options) =>
  (await import('../media/image')).compressImage(source, options);

/**
 * §5 signed-form upload: images or PDF only; images are compressed on the phone (core/media), the file goes to
 * the upload service with progress, then §7 update-attachment stores its URL.
 */
export async function uploadSignedForm(
  client: Uploader,
  file: File,
  compress: typeof compressImage = compressLazily,
): Promise<ActionOutcome> {
  const loan = loanStore.detail;
  const type = signedFormFileRule(file);
  if (!type.ok) return { ok: false, text: null, message: type.message };
  if (!loan || loanStore.uploadStatus === 'request') return { ok: false, text: null };
  loanStore.uploadStatus = 'request';
  loanStore.uploadPercent = 0;
  try {
    // a PDF passes through; a photo is re-encoded as JPEG, large enough to read a signed paper form
    const blob = await compress(file, SIGNED_FORM_PHOTO);
    const name = blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'formulir'}.jpg`;
    const { url } = await client.upload(blob, name, {
      onUploadProgress: (p) => {
        loanStore.uploadPercent = Math.round((p.fraction ?? 0) * 100);
      },
    });
    replaceInHistory(
      await client.call(loanEndpoints.updateAttachment, {
        params: { id: loan.id },
        body: { attachment: url },
      }),
    );
    loanStore.uploadStatus = 'success';
    return { ok: true };
  } catch {
    loanStore.uploadStatus = 'failure';
    return { ok: false, text: null, message: 'uploadFailed' };
  } finally {
    loanStore.uploadPercent = null;
  }
}
