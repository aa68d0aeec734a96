/**
 * One Idempotency-Key per content (DESIGN "Security and exactly-once"): a write keeps the same key across its
 * retries and across a second tap for the same content; a changed content gets a new key. The key travels with
 * what it names (a draft, a confirmed withdrawal), so a reload keeps it.
 */
import { newIdempotencyKey } from '../api/idempotency';

export interface ContentKey {
  /** What the key stands for: the content as it is sent, as a string. */
  readonly signature: string;
  readonly key: string;
}

/** The key for `signature`: `current` when it names the same content, else a new one. */
export function contentKey(
  current: ContentKey | null | undefined,
  signature: string,
  make: () => string = newIdempotencyKey,
): ContentKey {
  return current && current.signature === signature ? current : { signature, key: make() };
}

export function isContentKey(value: unknown): value is ContentKey {
  const v = value as ContentKey | null;
  return typeof v?.signature === 'string' && typeof v?.key === 'string';
}
