/**
 * One shape for the five request forms (SPEC §3 request forms; §5 remote, permission, leave, overtime and shift
 * submit; §8 their messages), made by `createRequestForm` so that leave, permission, remote, overtime and shift
 * are five small specs rather than five copies:
 *
 *   editing ──submit: check fails──▶ failed ──any edit──▶ editing
 *      │                               ▲
 *      └──submit: check ok──▶ sending ─┴─ a call fails (everything typed is kept, and the Idempotency-Key)
 *                               │  (photos upload with `progress`, then the create call with the key)
 *                               └──ok──▶ sent (draft, photos and key cleared; the form starts again)
 *
 * The values are a per-user draft (./drafts) saved with the form's Idempotency-Key, so a reload keeps both: the
 * same key goes with every retry and a second tap for the same content; changed content gets a new key
 * (./content-key). Photos wait in the app's photo storage (IndexedDB) until sent. A retry of the same content
 * sends the same body: the photos' uploaded URLs and the context of the first tap (its location fix, which moves
 * a little between taps) are kept with the key and the draft; new URLs or a new fix under the same key would be
 * refused by the server as another request (409) while the first one was saved. A second submit while one is
 * under way does nothing. Actions take the app's API client, as the other stores do.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import type { Entry } from '../catalogue/index';
import type { MessageKey } from '../catalogue/messages';
import type { MessageVars, RuleResult } from '../rules/result';
import { type ContentKey, contentKey, isContentKey } from './content-key';
import { clearDraft, loadDraft, saveDraft } from './drafts';

export const REQUEST_FORM_STEPS = ['editing', 'sending', 'sent', 'failed'] as const;
export type RequestFormStep = (typeof REQUEST_FORM_STEPS)[number];

export type RequestFormClient = Pick<ApiClient, 'call' | 'upload'>;

/**
 * Why the last submit did not go through: a §5 rule (or a lookup such as "no shift on the date"), or the call. A rule
 * whose texts are its area's own (catalogue/messages-payroll.ts) gives the entry instead of a message key.
 */
export type RequestFormFailure =
  | { kind: 'rule'; message: MessageKey | Entry; vars?: MessageVars }
  | { kind: 'server'; error: unknown };

/** What a send resolves to: OK, or a refusal by a catalogue message or by an area's own entry. */
export type SendResult = RuleResult | { ok: false; message: Entry; vars?: MessageVars };

/** Where a form's photos wait until sent (the app gives IndexedDB; tests a Map). */
export interface PhotoStorage {
  get(key: string): Promise<Blob[]>;
  put(key: string, photos: Blob[]): Promise<void>;
  remove(key: string): Promise<void>;
}

export type FormValues = Record<string, string>;

export interface RequestFormState<V extends FormValues> {
  step: RequestFormStep;
  userId: number | string | null;
  values: V;
  /** Held by ref: Blobs are replaced as a list, never proxied. */
  photos: readonly Blob[];
  /** The Idempotency-Key of the content last submitted, kept with the draft. */
  idempotency: ContentKey | null;
  /** The photos' URLs already uploaded for that key (by photo index), kept with the draft. */
  uploaded: UploadedPhotos | null;
  /** The context the key's content was first sent with (JSON), kept with the draft; retries send it again. */
  sentContext: unknown;
  /** 0–1 while photos upload, else null. */
  progress: number | null;
  failure: RequestFormFailure | null;
}

export interface SendArgs<V extends FormValues, C> {
  client: RequestFormClient;
  values: V;
  context: C;
  idempotencyKey: string;
  /** Uploads the form's photos (with progress) and resolves their URLs. */
  upload: () => Promise<string[]>;
}

export interface RequestFormSpec<V extends FormValues, C> {
  /** The drafts key, e.g. 'leave-request'. */
  form: string;
  initial: () => V;
  /** The §5 checks before any call. */
  check: (values: V, photos: readonly Blob[], context: C) => RuleResult;
  /** The create call (and any lookup it needs, which may answer a rule failure). Throws an ApiError on failure. */
  send: (args: SendArgs<V, C>) => Promise<SendResult>;
  /** What of the context is part of the content the key names (e.g. the overtime date). */
  contentOf?: (context: C) => unknown;
}

export interface RequestForm<V extends FormValues, C> {
  readonly store: RequestFormState<V>;
  /** Opens the form for `userId`: its saved draft (values and key) and its waiting photos. */
  restore(userId: number | string, photos?: PhotoStorage | null): Promise<void>;
  setValues(patch: Partial<V>): void;
  setPhotos(photos: readonly Blob[]): Promise<void>;
  /** Checks, uploads and sends. Resolves true once the server has it. */
  submit(client: RequestFormClient, context: C): Promise<boolean>;
  reset(): void;
}

/** Uploaded photo URLs for one Idempotency-Key: `urls[i]` is photo i's, absent while not yet uploaded. */
export interface UploadedPhotos {
  key: string;
  urls: (string | null)[];
}

interface StoredForm {
  values: Record<string, unknown>;
  idempotency: ContentKey | null;
  uploaded?: UploadedPhotos | null;
  sentContext?: unknown;
  /** How many photos wait in the photo storage: a restore opens the storage only when some do. */
  photos?: number;
}

function isUploadedPhotos(value: unknown): value is UploadedPhotos {
  const v = value as UploadedPhotos | null;
  return (
    typeof v?.key === 'string' &&
    Array.isArray(v.urls) &&
    v.urls.every((url) => url === null || typeof url === 'string')
  );
}

function isStoredForm(value: unknown): value is StoredForm {
  const v = value as StoredForm | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.values === 'object' &&
    v.values !== null &&
    (v.idempotency === null || isContentKey(v.idempotency)) &&
    (v.uploaded === undefined || v.uploaded === null || isUploadedPhotos(v.uploaded)) &&
    (v.photos === undefined || (Number.isInteger(v.photos) && v.photos >= 0))
  );
}

/** The saved values that still fit the form (a draft of an older form version keeps what still fits). */
function fitting<V extends FormValues>(initial: V, saved: Record<string, unknown>): V {
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof V)[]) {
    const value = saved[name as string];
    if (typeof value === 'string') values[name] = value as V[keyof V];
  }
  return values;
}

/** A JSON copy (what a draft can hold); null for nothing. */
function plainCopy(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Photo content for the key: size and type of each (the Blob bytes are not read). */
function photoSignature(photos: readonly Blob[]): string[] {
  return photos.map((p) => `${p.type}:${p.size}`);
}

export function createRequestForm<V extends FormValues, C>(spec: RequestFormSpec<V, C>): RequestForm<V, C> {
  const fresh = (): RequestFormState<V> => ({
    step: 'editing',
    userId: null,
    values: spec.initial(),
    photos: ref([]),
    idempotency: null,
    uploaded: null,
    sentContext: null,
    progress: null,
    failure: null,
  });
  const store = proxy<RequestFormState<V>>(fresh());
  let photoStorage: PhotoStorage | null = null;
  const photoKey = () => `${store.userId}:${spec.form}`;

  const save = () => {
    if (store.userId === null) return;
    const stored: StoredForm = {
      values: { ...store.values },
      idempotency: store.idempotency,
      uploaded: store.uploaded,
      sentContext: store.sentContext,
      photos: store.photos.length,
    };
    saveDraft(store.userId, spec.form, stored);
  };

  const edited = () => {
    if (store.step === 'failed' || store.step === 'sent') store.step = 'editing';
  };

  /** Uploads the photos not yet uploaded for `key` (a retry of the same content reuses the earlier URLs). */
  const uploadPhotos = async (client: RequestFormClient, key: string): Promise<string[]> => {
    const photos = store.photos;
    if (store.uploaded?.key !== key) store.uploaded = { key, urls: photos.map(() => null) };
    const uploaded = store.uploaded;
    const urls: string[] = [];
    store.progress = 0;
    for (const [index, photo] of photos.entries()) {
      const done = uploaded.urls[index];
      if (done) {
        urls.push(done);
        continue;
      }
      const { url } = await client.upload(photo, `photo-${index + 1}.jpg`, {
        onUploadProgress: (p) => {
          store.progress = p.fraction === null ? null : (index + p.fraction) / photos.length;
        },
      });
      uploaded.urls[index] = url;
      save();
      urls.push(url);
    }
    store.progress = null;
    return urls;
  };

  return {
    store,
    async restore(userId, photos = null) {
      Object.assign(store, fresh());
      store.userId = userId;
      photoStorage = photos;
      const saved = loadDraft(userId, spec.form, isStoredForm);
      if (saved) {
        store.values = fitting(spec.initial(), saved.values);
        store.idempotency = saved.idempotency;
        store.uploaded = saved.uploaded ?? null;
        store.sentContext = saved.sentContext ?? null;
      }
      // photos wait only where the draft counts some (a draft of a version before the count: look)
      if (photoStorage && saved && saved.photos !== 0) {
        const key = photoKey();
        const waiting = await photoStorage.get(key);
        // another restore (a different user) may have run meanwhile
        if (key === photoKey()) store.photos = ref(waiting);
      }
    },
    setValues(patch) {
      Object.assign(store.values, patch);
      edited();
      save();
    },
    async setPhotos(photos) {
      store.photos = ref([...photos]);
      edited();
      save();
      await photoStorage?.put(photoKey(), [...photos]);
    },
    async submit(client, context) {
      if (store.step === 'sending') return false;
      const values = { ...store.values } as V;
      store.failure = null;
      const rule = spec.check(values, store.photos, context);
      if (!rule.ok) {
        store.step = 'failed';
        store.failure = { kind: 'rule', message: rule.message, ...(rule.vars ? { vars: rule.vars } : {}) };
        return false;
      }
      const signature = JSON.stringify([values, photoSignature(store.photos), spec.contentOf?.(context)]);
      const previous = store.idempotency?.key;
      store.idempotency = contentKey(store.idempotency, signature);
      const key = store.idempotency.key;
      if (key !== previous || store.sentContext === null) store.sentContext = plainCopy(context);
      const sendContext = store.sentContext as C;
      save();
      store.step = 'sending';
      try {
        const result = await spec.send({
          client,
          values,
          context: sendContext,
          idempotencyKey: key,
          upload: () => uploadPhotos(client, key),
        });
        if (!result.ok) {
          store.step = 'failed';
          store.failure = {
            kind: 'rule',
            message: result.message,
            ...(result.vars ? { vars: result.vars } : {}),
          };
          return false;
        }
      } catch (error) {
        store.step = 'failed';
        store.failure = { kind: 'server', error: typeof error === 'object' && error ? ref(error) : error };
        return false;
      } finally {
        store.progress = null;
      }
      if (store.userId !== null) clearDraft(store.userId, spec.form);
      await photoStorage?.remove(photoKey());
      store.values = spec.initial();
      store.photos = ref([]);
      store.idempotency = null;
      store.uploaded = null;
      store.sentContext = null;
      store.step = 'sent';
      return true;
    },
    reset() {
      photoStorage = null;
      Object.assign(store, fresh());
    },
  };
}
