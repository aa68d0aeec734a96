/**
 * Number bucket table (SPEC §3, §9): a whole number from 12 upwards is rounded down to its bucket,
 * and each bucket doubles the previous one.
 *
 * | input      | bucket |
 * |------------|--------|
 * | 12–23      | 12     |
 * | 24–47      | 24     |
 * | …          | …      |
 * | 3072–6143  | 3072   |
 * | 6144 and up| 6144   |
 */

/** The smallest bucket; numbers below it have no bucket. */
export const MIN_BUCKET = 12;

/** The largest bucket; every number from it upwards maps to it. */
export const MAX_BUCKET = 6144;

/** Every bucket in ascending order: 12, 24, 48, 96, 192, 384, 768, 1536, 3072, 6144. */
export const BUCKETS: readonly number[] = Object.freeze(
  Array.from({ length: Math.log2(MAX_BUCKET / MIN_BUCKET) + 1 }, (_, k) => MIN_BUCKET * 2 ** k),
);

/**
 * The bucket of `n` (SPEC §9).
 *
 * - Non-integers are floored first: 23.9 → 12, 24.0001 → 24, 11.5 → null.
 * - Below 12 (after flooring), including 0 and every negative number: `null` (the table has no row).
 * - 6144 and above, up to `Number.MAX_VALUE`: 6144.
 * - `NaN`, `Infinity` and `-Infinity`: `null`. They are not whole numbers, so the table has no row for
 *   them; callers that want "unbounded means the top bucket" must say so themselves.
 */
export function numberBucket(n: number): number | null {
  if (!Number.isFinite(n)) return null;
  const whole = Math.floor(n);
  if (whole < MIN_BUCKET) return null;
  if (whole >= MAX_BUCKET) return MAX_BUCKET;
  // whole is in [12, 6143]: the largest 12·2^k not above it.
  let bucket = MIN_BUCKET;
  while (bucket * 2 <= whole) bucket *= 2;
  return bucket;
}
