import { describe, expect, it } from 'vitest';
import { arrivalWindows, type CardSample, judgeCards, judgeSoak, slopePerMinute } from './soak-judge';

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

  it('a sample with no renderer measured (RSS 0, or none found) fails the run, whatever the slope', () => {
    const flat = line(0, 40, () => 190);
    expect(judgeSoak(flat, { warmupMinutes: 20, maxMbPerHour: 20 }).ok).toBe(true);
    const zero = line(0, 40, (m) => (m === 30 ? 0 : 190));
    const verdict = judgeSoak(zero, { warmupMinutes: 20, maxMbPerHour: 20 });
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toBe(
      'renderer RSS 0 MB at minute 30.0 (1 of 41 samples): no renderer process was measured',
    );
    // zero all along (no renderer found at all) has a flat slope and still fails
    expect(
      judgeSoak(
        line(0, 40, () => 0),
        { warmupMinutes: 20, maxMbPerHour: 20 },
      ).ok,
    ).toBe(false);
    expect(
      judgeSoak(
        line(0, 40, () => Number.NaN),
        { warmupMinutes: 20, maxMbPerHour: 20 },
      ).ok,
    ).toBe(false);
  });
});

describe('kiosk soak: the scanner keeps reading', () => {
  /** A sample a minute: `view(minute)` is what the camera shows, `cards(minute)` the count so far. */
  const samples = (to: number, view: (m: number) => CardSample['view'], cards: (m: number) => number) =>
    Array.from({ length: to + 1 }, (_, m) => ({ minute: m, view: view(m), cards: cards(m) }));
  const dayView = (m: number) => (m % 60 < 10 ? 'codes' : 'idle');

  it('a day: one window per 10-minute burst, ending at the first idle sample', () => {
    // 30 cards a minute while codes are in view
    let shown = 0;
    const day = samples(125, dayView, (m) => {
      const at = shown;
      if (dayView(m) === 'codes') shown += 30;
      return at;
    });
    expect(arrivalWindows(day, 10)).toEqual([
      { from: 0, to: 10, cards: 300 },
      { from: 60, to: 70, cards: 300 },
      { from: 120, to: 125, cards: 150 },
    ]);
    expect(judgeCards(day, 10)).toMatchObject({ ok: true });
  });

  it('continuous: cut into 10-minute windows; a scanner that stops at minute 25 fails on the windows after it', () => {
    const stopped = samples(
      40,
      () => 'codes',
      (m) => Math.min(m, 25) * 30,
    );
    expect(arrivalWindows(stopped, 10).map((w) => [w.from, w.to, w.cards])).toEqual([
      [0, 10, 300],
      [10, 20, 300],
      [20, 30, 150],
      [30, 40, 0],
    ]);
    const verdict = judgeCards(stopped, 10);
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toBe(
      'no new card in 1 of 4 stretches of arrivals (minutes 30.0–40.0): the scanner stopped reading',
    );
  });

  it('a day whose second burst shows no card fails; a run with no stretch of arrivals fails', () => {
    const secondBurstBlind = samples(80, dayView, (m) => Math.min(m, 10) * 30);
    expect(judgeCards(secondBurstBlind, 10)).toMatchObject({
      ok: false,
      text: 'no new card in 1 of 2 stretches of arrivals (minutes 60.0–70.0): the scanner stopped reading',
    });
    expect(
      judgeCards(
        samples(
          30,
          () => 'idle',
          () => 0,
        ),
        10,
      ).ok,
    ).toBe(false);
    expect(judgeCards([{ minute: 0, view: 'codes', cards: 0 }], 10).ok).toBe(false);
  });
});
