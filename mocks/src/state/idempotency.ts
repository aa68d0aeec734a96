/**
 * Idempotency-Key for money-moving POSTs (EWA; endpoint.moneyMoving) and any write that sends a key
 * (subordinate clock-in/out replayed from an offline queue). The same key with the same
 * body returns the first answer and never runs the handler twice — also when the requests arrive concurrently,
 * because the first one leaves an in-flight promise the others await. The same key with another body is a 409.
 */
import type { MockState, StoredOutcome } from './types';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key sudah dipakai untuk permintaan yang berbeda';

/** Canonical JSON (sorted keys) of a request body: what "the same request" means. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return v;
  });
}

export async function runIdempotent(
  state: MockState,
  scopeKey: string,
  fingerprint: string,
  nowMs: number,
  run: () => Promise<StoredOutcome>,
): Promise<StoredOutcome> {
  const mismatch: StoredOutcome = {
    status: 409,
    body: { message: IDEMPOTENCY_MISMATCH, code: 'IDEMPOTENCY_KEY_REUSED' },
  };
  const stored = state.idempotency.get(scopeKey);
  if (stored && nowMs - stored.createdAt < IDEMPOTENCY_TTL_MS) {
    return stored.fingerprint === fingerprint ? stored.outcome : mismatch;
  }
  const inFlight = state.inFlight.get(scopeKey);
  if (inFlight) {
    return inFlight.fingerprint === fingerprint ? inFlight.promise : mismatch;
  }
  const promise = run().then((outcome) => {
    state.idempotency.set(scopeKey, { fingerprint, outcome, createdAt: nowMs });
    return outcome;
  });
  state.inFlight.set(scopeKey, { fingerprint, promise });
  try {
    return await promise;
  } finally {
    state.inFlight.delete(scopeKey);
  }
}
