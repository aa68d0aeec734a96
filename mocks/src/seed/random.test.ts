/**
 * The mock's one seeded generator: mulberry32's published first value for seed 1, the same sequence for the same
 * seed, FNV-1a's published values.
 */
import { describe, expect, it } from 'vitest';
import { fnv1a, generator, mulberry32 } from './random';

describe('seeded generator and hash', () => {
  it('mulberry32(1) starts at 0.6270739405881613 and repeats for the same seed', () => {
    expect(mulberry32(1)()).toBe(0.6270739405881613);
    const a = mulberry32(20240501);
    const b = mulberry32(20240501);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('int stays within its bounds, both included, and pick takes from the list', () => {
    const rnd = generator(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rnd.int(-2, 2));
    expect([...seen].sort((x, y) => x - y)).toEqual([-2, -1, 0, 1, 2]);
    expect(['a', 'b']).toContain(rnd.pick(['a', 'b']));
  });

  it('fnv1a of "" is the offset basis 2166136261 and of "a" 0xe40c292c', () => {
    expect(fnv1a('')).toBe(2166136261);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
});
