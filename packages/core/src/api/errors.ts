/**
 * The error family of the API client (SPEC §8). Errors are plain objects carrying a brand, so they
 * survive structured cloning, cross-realm checks and valtio snapshots; test them with `isApiError`,
 * never with `instanceof`.
 */
import { type Lang, type MessageKey, t } from '../catalogue';
import { minutesSeconds } from '../rules/wait';

export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'validation'
  | 'not_found'
  | 'conflict'
  | 'server'
  | 'network'
  | 'timeout'
  | 'throttled'
  | 'contract';

const BRAND = 'upah.ApiError' as const;

export interface ApiError {
  readonly brand: typeof BRAND;
  readonly kind: ApiErrorKind;
  /** HTTP status when a response came back. */
  readonly status?: number;
  /** `endpoint.id` of the call that failed. */
  readonly endpointId: string;
  /**
   * Catalogue key of the text to show. `null` when the server's own message is shown instead
   * (SPEC §8: "Other errors show the server's message").
   */
  readonly message: MessageKey | null;
  /** The `message` of the server's error body, passed through unchanged. */
  readonly serverMessage?: string;
  /** The `code` of the server's error body, if any. */
  readonly code?: string;
  /** Developer text: for 'contract' and 'validation' it names the endpoint and the first bad path. */
  readonly detail?: string;
  /** 'throttled' (429, RFC 6585 §4): seconds to wait, from Retry-After or the body's retryAfterSeconds. */
  readonly retryAfterSeconds?: number;
}

export type ApiErrorInit = Omit<ApiError, 'brand'>;

export function apiError(init: ApiErrorInit): ApiError {
  return { brand: BRAND, ...init };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { brand?: unknown }).brand === BRAND;
}

/** "m:ss" of a wait in seconds, rounded up: 61 → "1:01" (the throttled message and its countdown). */
/** Where a call is made from; decides the 403 text (SPEC §8). */
export type CallContext = 'login' | 'app';

/** Kind of an HTTP error status. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 400 || status === 413 || status === 422) return 'validation';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 408) return 'timeout';
  if (status === 429) return 'throttled';
  return 'server';
}

/**
 * Catalogue key for an HTTP error (SPEC §8): 401 and 403 always use the fixed texts; any other status
 * shows the server's message when it sent one (key `null`), else a fallback.
 */
export function messageForStatus(
  status: number,
  context: CallContext,
  serverMessage: string | undefined,
): MessageKey | null {
  if (status === 401) return 'unauthorized';
  if (status === 403) return context === 'login' ? 'loginNotRegistered' : 'forbidden';
  if (status === 429) return 'throttled';
  if (serverMessage) return null;
  if (status === 408) return 'timeout';
  if (status >= 500) return 'serverProblem';
  return 'genericError';
}

/** The text to show for an error (SPEC §8). Anything that is not an ApiError gets the generic text. */
export function errorText(error: unknown, lang: Lang = 'id'): string {
  if (!isApiError(error)) return t('genericError', lang);
  if (error.kind === 'throttled')
    return t('throttled', lang, { wait: minutesSeconds(error.retryAfterSeconds ?? 60) });
  if (error.message !== null) return t(error.message, lang);
  return error.serverMessage || t('genericError', lang);
}
