/**
 * The mock's one seeded generator and hash: everything seeded draws from here, so the same MOCK_SEED gives the same
 * data. faker (state/seed.ts `fakerFor`) makes names and texts; these are for where faker is too slow (thousands of
 * days, the plant of 5,000) or a value must follow from its input (the same file name, the same spot).
 */

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded generator with whole numbers in `min`…`max` (both included) and a pick from a list. */
export function generator(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)] as T };
}

export type Generator = ReturnType<typeof generator>;

/** FNV-1a (32 bits) of a text's UTF-16 code units: a seed or a pick that follows from its input. */
export function fnv1a(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
