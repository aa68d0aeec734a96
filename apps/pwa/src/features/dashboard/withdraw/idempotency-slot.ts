/**
 * One Idempotency-Key per user action (SPEC §4 withdrawal flow, issue 4 item 3: "a withdrawal confirmed
 * twice (double tap, retry after a timeout) is sent with one Idempotency-Key").
 *
 * The action is named by a signature (source, amount, reason). `keyFor(signature)` hands out the same key
 * for as long as the signature stays the same, so a double tap, a retry after a timeout or network error,
 * or reopening the confirmation for the same request all reuse it. A changed amount, reason or source
 * gets a new key, and `clear()` after a success makes the next withdrawal a new action.
 */
import { newIdempotencyKey } from '@upah/core/api';

export interface KeySlot {
  keyFor(signature: string): string;
  clear(): void;
}

export function createKeySlot(make: () => string = newIdempotencyKey): KeySlot {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (current === null || current.signature !== signature) current = { signature, key: make() };
      return current.key;
    },
    clear() {
      current = null;
    },
  };
}

/** The action a key stands for: what the user chose (trimmed reason, as it is sent). */
export function withdrawalSignature(source: string, amount: number, reason: string): string {
  return JSON.stringify([source, amount, reason.trim()]);
}
