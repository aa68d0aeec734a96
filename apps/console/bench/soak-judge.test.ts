import { describe, expect, it } from 'vitest';
import { judgeSoak, slopePerMinute } from './soak-judge';

const line = (from: number, to: number, mbAt: (minute: number) => number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ minute: from + i, mb: mbAt(from + i) }));

describe('kiosk soak verdict', () => {
  it('least-squares slope of an exact line and of a flat series', () => {
    expect(slopePerMinute(line(0, 10, (m) => 180 + 0.5 * m))).toBeCloseTo(0.5, 10);
    expect(slopePerMinute(line(0, 10, () => 195))).toBe(0);
    expect(slopePerMinute([{ minute: 3, mb: 1 }])).toBeNaN();
  });

  it('judges only after the warm-up: a climb to a plateau passes, 21 MB/h after it fails, 20 exactly passes', () => {
    const plateau = [...line(0, 19, (m) => 180 + m * 0.75), ...line(20, 120, () => 195)];
    expect(judgeSoak(plateau, { warmupMinutes: 20, maxMbPerHour: 20 })).toMatchObject({
      ok: true,
      mbPerHour: 0,
    });
    const leak = line(0, 120, (m) => 180 + (21 / 60) * m);
    expect(judgeSoak(leak, { warmupMinutes: 20, maxMbPerHour: 20 }).ok).toBe(false);
    const edge = line(0, 120, (m) => 180 + (20 / 60) * m);
    expect(judgeSoak(edge, { warmupMinutes: 20, maxMbPerHour: 20 }).mbPerHour).toBeCloseTo(20, 9);
  });

  it('a run too short to have 3 samples after the warm-up fails with the reason', () => {
    const verdict = judgeSoak(
      line(0, 21, () => 190),
      { warmupMinutes: 20, maxMbPerHour: 20 },
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toMatch(/too short to judge: 2 samples/);
  });
});
