/**
 * `@upah/core/api`: the API client (SPEC §7), its error family (SPEC §8) and idempotency keys.
 * Endpoint objects come from the narrowest contract subpath (`@upah/core/contract/ewa`), never from here.
 */
export {
  type ApiClient,
  type ApiClientConfig,
  type CallArgs,
  type CallOptions,
  createApiClient,
  IDEMPOTENCY_HEADER,
  RETRY_STATUSES,
  retryStatusesOf,
} from './client';
export {
  type ApiError,
  type ApiErrorKind,
  apiError,
  type CallContext,
  errorText,
  isApiError,
} from './errors';
export { newIdempotencyKey } from './idempotency';
export { createXhrFetch, type UploadProgress, type UploadProgressListener } from './xhr-fetch';
