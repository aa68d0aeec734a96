/**
 * The production form (SPEC §4 transitions, §5 fast entry): one log's detail, the entry being typed,
 * and the actions of core's rules. The entry being typed is a draft per user and log (`@upah/core/stores/drafts`):
 * it survives a failed save, a reload and going offline, and is cleared when the save succeeds or is cancelled.
 * Exactly once (DESIGN "Security and exactly-once"): every action carries an Idempotency-Key kept until it
 * succeeds, so a second tap of the same action (same call, same body) after a lost answer gets the server's first
 * answer instead of a second entry or a confusing refusal; another action gets a new key (./content-key). The
 * entry's key is kept with its draft, so a reload keeps it too.
 */
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText, isApiError } from '../api/errors';
import type { MessageKey } from '../catalogue/messages';
import type { ProductionDetail, ProductionDetailParams, ProductionHistoryItem } from '../contract/production';
import {
  type EntryFormErrors,
  type EntryFormValues,
  entryBody,
  entryForm,
  newEntryForm,
  sanitizeCount,
} from '../rules/production';
import { type ContentKey, contentKey, isContentKey } from './content-key';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import type { LoadStatus } from './load-state';
import { productionContract } from './production-contract';

type Client = Pick<ApiClient, 'call'>;
type Endpoints = Awaited<ReturnType<typeof productionContract>>;

export type EntryEditor = { mode: 'add' } | { mode: 'edit'; entryId: number };

export interface ProductionFormState {
  params: ProductionDetailParams | null;
  detail: ProductionDetail | null;
  status: LoadStatus;
  error: string | null;
  forbidden: boolean;
  editor: EntryEditor | null;
  form: EntryFormValues;
  errors: EntryFormErrors | null;
  /** The entry form was filled from a saved draft. */
  restored: boolean;
  /** The last save failed because the device is offline; the values stay. */
  offline: boolean;
  /** The action in flight ('save', 'delete:12', 'approve:12', 'revise:12', 'submit'), or null. */
  busy: string | null;
  history: ProductionHistoryItem[] | null;
  historyStatus: LoadStatus;
  /** The text of the last failed history load (the server's message, else SPEC §8 fetch error). */
  historyError: string | null;
  /** The Idempotency-Key of the last action not yet known to have succeeded, for its retry. */
  actionKey: ContentKey | null;
}

const emptyForm = (): EntryFormValues => ({ members: {}, info: {} });

const initial = (): ProductionFormState => ({
  params: null,
  detail: null,
  status: 'idle',
  error: null,
  forbidden: false,
  editor: null,
  form: emptyForm(),
  errors: null,
  restored: false,
  offline: false,
  busy: null,
  history: null,
  historyStatus: 'idle',
  historyError: null,
  actionKey: null,
});

export const productionFormStore = proxy<ProductionFormState>(initial());

export type FormOutcome = { ok: true; message: MessageKey } | { ok: false; text: string; offline?: boolean };

interface EntryDraft {
  editor: EntryEditor;
  form: EntryFormValues;
  /** The key of a save that failed, for its retry after a reload. */
  key?: ContentKey | null;
}

const draftName = (logId: number) => `production-entry:${logId}`;

function isEntryDraft(value: unknown): value is EntryDraft {
  const v = value as Partial<EntryDraft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.editor === 'object' &&
    v.editor !== null &&
    (v.editor.mode === 'add' || v.editor.mode === 'edit') &&
    typeof v.form === 'object' &&
    v.form !== null &&
    typeof v.form.members === 'object' &&
    typeof v.form.info === 'object' &&
    (v.key === undefined || v.key === null || isContentKey(v.key))
  );
}

function keepDraft(userId: number | null): void {
  const s = productionFormStore;
  if (userId === null || !s.detail || !s.editor) return;
  saveDraft<EntryDraft>(userId, draftName(s.detail.id), {
    editor: { ...s.editor },
    form: s.form,
    key: s.actionKey,
  });
}

function dropDraft(userId: number | null): void {
  const s = productionFormStore;
  if (userId !== null && s.detail) clearDraft(userId, draftName(s.detail.id));
}

function isOffline(error: unknown): boolean {
  const navigatorOffline =
    typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false;
  return navigatorOffline || (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'));
}

function failure(error: unknown): FormOutcome {
  if (isApiError(error) && error.kind === 'forbidden') productionFormStore.forbidden = true;
  return { ok: false, text: errorText(error), offline: isOffline(error) };
}

/** Loads the log; a draft of this user for it reopens the entry form with its values. */
export async function loadProductionDetail(
  client: Client,
  params: ProductionDetailParams,
  userId: number | null,
): Promise<void> {
  const s = productionFormStore;
  s.params = params;
  s.status = 'request';
  s.error = null;
  try {
    const detail = await client.call((await productionContract()).detail, { params });
    s.detail = detail;
    s.status = 'success';
  } catch (error) {
    s.status = 'failure';
    s.error = failure(error).ok ? null : errorText(error);
    return;
  }
  if (s.editor || userId === null) return;
  const draft = loadDraft(userId, draftName(s.detail.id), isEntryDraft);
  if (draft) {
    s.editor = draft.editor;
    s.form = draft.form;
    s.actionKey = draft.key ?? null;
    s.restored = true;
  }
}

export function openAddEntry(userId: number | null): void {
  const s = productionFormStore;
  if (!s.detail) return;
  s.editor = { mode: 'add' };
  s.form = newEntryForm(s.detail.itemAdditionalInformations, s.detail.productions);
  s.errors = null;
  s.restored = false;
  s.offline = false;
  keepDraft(userId);
}

export function openEditEntry(entryId: number, userId: number | null): void {
  const s = productionFormStore;
  const entry = s.detail?.productions.find((e) => e.id === entryId);
  if (!entry) return;
  s.editor = { mode: 'edit', entryId };
  s.form = entryForm(entry);
  s.errors = null;
  s.restored = false;
  s.offline = false;
  keepDraft(userId);
}

/** Cancel: the draft goes too. */
export function closeEntryEditor(userId: number | null): void {
  dropDraft(userId);
  const s = productionFormStore;
  s.editor = null;
  s.form = emptyForm();
  s.errors = null;
  s.restored = false;
  s.offline = false;
}

/** §5 a member's count as typed: sanitised (step 0.01, leading zeros stripped), kept as a draft. */
export function setMemberValue(memberId: number, text: string, userId: number | null): void {
  const s = productionFormStore;
  s.form = { ...s.form, members: { ...s.form.members, [String(memberId)]: sanitizeCount(text) } };
  keepDraft(userId);
}

export function setInfoValue(code: string, value: string, userId: number | null): void {
  const s = productionFormStore;
  s.form = { ...s.form, info: { ...s.form.info, [code]: value } };
  keepDraft(userId);
}

async function reload(client: Client): Promise<void> {
  const s = productionFormStore;
  if (!s.params) return;
  try {
    s.detail = await client.call((await productionContract()).detail, { params: s.params });
  } catch {
    // the action succeeded; the next reload shows the change
  }
}

/**
 * Runs one action with its Idempotency-Key: the kept key when `content` (the call and its body) is the action
 * that failed last, else a new one; cleared once the server has it.
 */
async function run(
  client: Client,
  busy: string,
  content: unknown,
  action: (endpoints: Endpoints, options: { idempotencyKey: string }) => Promise<unknown>,
  message: MessageKey,
): Promise<FormOutcome> {
  const s = productionFormStore;
  s.busy = busy;
  s.actionKey = contentKey(s.actionKey, JSON.stringify(content));
  try {
    await action(await productionContract(), { idempotencyKey: s.actionKey.key });
    s.actionKey = null;
    await reload(client);
    return { ok: true, message };
  } catch (error) {
    return failure(error);
  } finally {
    s.busy = null;
  }
}

/** Saves the entry being typed (add or edit). On failure the values and the draft stay. */
export async function saveEntry(client: Client, userId: number | null): Promise<FormOutcome> {
  const s = productionFormStore;
  const { detail, editor } = s;
  if (!detail || !editor) return { ok: false, text: errorText(null) };
  const result = entryBody(detail.itemAdditionalInformations, detail.totalMemberValue, s.form);
  if (!result.ok) {
    s.errors = result.errors;
    return { ok: false, text: '' };
  }
  s.errors = null;
  s.offline = false;
  const body = { productionLogId: detail.id, ...result.value };
  const outcome = await run(
    client,
    'save',
    ['save', editor, body],
    (endpoints, options) =>
      editor.mode === 'add'
        ? client.call(endpoints.inputCreate, { body }, options)
        : client.call(endpoints.inputUpdate, { params: { id: editor.entryId }, body }, options),
    editor.mode === 'add' ? 'productionLogCreated' : 'productionLogUpdated',
  );
  if (outcome.ok) closeEntryEditor(userId);
  else {
    s.offline = outcome.offline === true;
    keepDraft(userId); // with the save's key
  }
  return outcome;
}

export function deleteEntry(client: Client, entryId: number): Promise<FormOutcome> {
  return run(
    client,
    `delete:${entryId}`,
    ['delete', entryId],
    (endpoints, options) => client.call(endpoints.inputDelete, { params: { id: entryId } }, options),
    'productionInputDeleted',
  );
}

export function approveEntry(client: Client, entryId: number): Promise<FormOutcome> {
  return run(
    client,
    `approve:${entryId}`,
    ['approve', entryId],
    (endpoints, options) => client.call(endpoints.inputApprove, { params: { id: entryId } }, options),
    'productionApproved',
  );
}

export function reviseEntry(client: Client, entryId: number, rejectReason: string): Promise<FormOutcome> {
  return run(
    client,
    `revise:${entryId}`,
    ['revise', entryId, rejectReason],
    (endpoints, options) =>
      client.call(endpoints.inputReject, { params: { id: entryId }, body: { rejectReason } }, options),
    'productionRejected',
  );
}

export type LogSubmit = 'checker' | 'manager' | 'hr';

/** §4 send the log on: to the checker, to the manager (or back, the server decides), to HR (or back). */
export function submitLog(client: Client, to: LogSubmit): Promise<FormOutcome> {
  const detail = productionFormStore.detail;
  if (!detail) return Promise.resolve({ ok: false, text: errorText(null) });
  return run(
    client,
    'submit',
    ['submit', to, detail.id],
    (endpoints, options) => {
      const endpoint = {
        checker: endpoints.submitToChecker,
        manager: endpoints.submitToManager,
        hr: endpoints.submitToHr,
      }[to];
      return client.call(endpoint, { params: { id: detail.id } }, options);
    },
    to === 'hr' ? 'productionSubmitted' : 'productionSent',
  );
}

/** Production: the status history of a log. */
export async function loadProductionHistory(client: Client, logId: number): Promise<void> {
  const s = productionFormStore;
  s.history = null;
  s.historyStatus = 'request';
  s.historyError = null;
  try {
    const { items } = await client.call((await productionContract()).history, { params: { id: logId } });
    s.history = items;
    s.historyStatus = 'success';
  } catch (error) {
    s.historyStatus = 'failure';
    s.historyError = errorText(error);
  }
}

export function resetProductionForm(): void {
  Object.assign(productionFormStore, initial());
}
