import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKETS, MAX_BUCKET, MIN_BUCKET, numberBucket } from './index';

/** SPEC §9 number bucket table, row by row: [first input, last input, bucket]. */
const SPEC_TABLE: readonly (readonly [number, number, number])[] = [
  [12, 23, 12],
  [24, 47, 24],
  [48, 95, 48],
  [96, 191, 96],
  [192, 383, 192],
  [384, 767, 384],
  [768, 1535, 768],
  [1536, 3071, 1536],
  [3072, 6143, 3072],
  [6144, 10111, 6144],
];

describe('numberBucket', () => {
  it.each(SPEC_TABLE)('§9 bucket table: %i to %i map to %i (both edges)', (first, last, bucket) => {
    expect(numberBucket(first)).toBe(bucket);
    expect(numberBucket(last)).toBe(bucket);
    expect(numberBucket(Math.floor((first + last) / 2))).toBe(bucket);
  });

  it('§9 bucket table: every whole number from 12 to 10111 falls in its table row', () => {
    for (const [first, last, bucket] of SPEC_TABLE) {
      for (let n = first; n <= last; n++) expect(numberBucket(n)).toBe(bucket);
    }
  });

  it('§9 bucket table: the bucket list is the table column, each bucket doubling the previous', () => {
    expect(BUCKETS).toEqual(SPEC_TABLE.map((row) => row[2]));
    expect(MIN_BUCKET).toBe(BUCKETS[0]);
    expect(MAX_BUCKET).toBe(BUCKETS[BUCKETS.length - 1]);
  });

  it('§9 bucket table: below 12 there is no bucket (11, 0, negatives give null)', () => {
    expect(numberBucket(11)).toBeNull();
    expect(numberBucket(1)).toBeNull();
    expect(numberBucket(0)).toBeNull();
    expect(numberBucket(-0)).toBeNull();
    expect(numberBucket(-12)).toBeNull();
    expect(numberBucket(-6144)).toBeNull();
  });

  it('§9 bucket table: non-integers are floored first (23.9 → 12, 11.5 → null, 6143.99 → 3072)', () => {
    expect(numberBucket(23.9)).toBe(12);
    expect(numberBucket(11.5)).toBeNull();
    expect(numberBucket(11.999)).toBeNull();
    expect(numberBucket(12.0001)).toBe(12);
    expect(numberBucket(47.5)).toBe(24);
    expect(numberBucket(6143.99)).toBe(3072);
    expect(numberBucket(6144.5)).toBe(6144);
  });

  it('§9 bucket table: 6144 and above, however large, map to 6144', () => {
    expect(numberBucket(10112)).toBe(6144);
    expect(numberBucket(1e9)).toBe(6144);
    expect(numberBucket(Number.MAX_SAFE_INTEGER)).toBe(6144);
    expect(numberBucket(Number.MAX_VALUE)).toBe(6144);
  });

  it('§9 bucket table: NaN and ±Infinity are not whole numbers and give null', () => {
    expect(numberBucket(Number.NaN)).toBeNull();
    expect(numberBucket(Number.POSITIVE_INFINITY)).toBeNull();
    expect(numberBucket(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('§9 bucket table (property): for n ≥ 12 the bucket is 12·2^k, at most n, and n < 2·bucket below the top', () => {
    fc.assert(
      fc.property(fc.double({ min: 12, max: 1e7, noNaN: true }), (n) => {
        const bucket = numberBucket(n);
        expect(bucket).not.toBeNull();
        if (bucket === null) return;
        expect(bucket).toBeLessThanOrEqual(n);
        const k = Math.log2(bucket / 12);
        expect(Number.isInteger(k) && k >= 0 && k <= 9).toBe(true);
        if (bucket !== MAX_BUCKET) expect(Math.floor(n)).toBeLessThan(2 * bucket);
      }),
    );
  });

  it('§9 bucket table (property): whole numbers — bucket ≤ n < 2·bucket, or n ≥ 6144 and bucket 6144', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 100_000 }), (n) => {
        const bucket = numberBucket(n) ?? Number.NaN;
        expect(BUCKETS).toContain(bucket);
        expect(bucket <= n).toBe(true);
        expect(n < 2 * bucket || (bucket === MAX_BUCKET && n >= MAX_BUCKET)).toBe(true);
      }),
    );
  });

  it('§9 bucket table (property): anything below 12 or not finite gives null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: 11.999999, noNaN: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        ),
        (n) => {
          expect(numberBucket(n)).toBeNull();
        },
      ),
    );
  });

  it('§9 bucket table (property): monotone — a larger number never gets a smaller bucket', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (a, d) => {
        expect((numberBucket(a + d) ?? 0) >= (numberBucket(a) ?? 0)).toBe(true);
      }),
    );
  });
});
