// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  pairCardsWithCodes,
  pairedPerMinute,
  type ScanRun,
  type ShownCard,
  type ShownCode,
  scanFailures,
} from './scan-judge';

const TEAM = ['Wahyu Nugroho', 'Lestari Putri', 'Rudi Hartono', 'Sari Dewi'];
/** Two rounds of the team's codes, one entering the view every 1.5 s (the video's 1.2 s code and 0.3 s gap). */
const codes: ShownCode[] = Array.from({ length: 8 }, (_, i) => ({
  enteredAt: 1_000 + i * 1_500,
  name: TEAM[i % 4] as string,
}));
const card = (at: number, name: string | null, kind = 'accepted'): ShownCard => ({
  at,
  kind,
  text: name === null ? 'QR tidak validKode QR sudah kedaluwarsa' : `Absen masukTercatat${name}08:01`,
});

describe('scan bench: each code paired with its own card', () => {
  it('cards 120 ms after each code: 8 pairs in order, each 120 ms', () => {
    const cards = codes.map((c) => card(c.enteredAt + 120, c.name));
    const pairs = pairCardsWithCodes(codes, cards, TEAM);
    expect(pairs.map((p) => [p.code, p.card, p.latencyMs])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i, i, 120]),
    );
  });

  it('a card that comes 1.8 s after its code (after the next code entered) reads 1.8 s, not 0.3 s', () => {
    const cards = codes.map((c, i) => card(c.enteredAt + (i === 1 ? 1_800 : 120), c.name));
    // the second card (Lestari Putri's, at 4300) arrives after the third code entered (at 4000)
    cards.sort((a, b) => a.at - b.at);
    const pairs = pairCardsWithCodes(codes, cards, TEAM);
    expect(pairs).toHaveLength(8);
    expect(pairs.find((p) => p.code === 1)?.latencyMs).toBe(1_800);
    expect(pairs.find((p) => p.code === 2)?.latencyMs).toBe(120);
  });

  it('a code with no card leaves a gap: its employee’s card of the next round is not taken for it', () => {
    // Rudi Hartono's first code (index 2) is never read; his second (index 6) is
    const cards = codes.filter((_, i) => i !== 2).map((c) => card(c.enteredAt + 120, c.name));
    const pairs = pairCardsWithCodes(codes, cards, TEAM);
    expect(pairs.map((p) => p.code)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(pairs.every((p) => p.latencyMs === 120)).toBe(true);
  });

  it('refusals name no one: paired by order, never with a code that entered after them', () => {
    const cards = codes.map((c) => card(c.enteredAt + 200, null, 'refused'));
    const pairs = pairCardsWithCodes(codes, cards, TEAM);
    expect(pairs.map((p) => [p.code, p.card, p.latencyMs])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i, i, 200]),
    );
    expect(pairCardsWithCodes(codes, [card(500, null, 'refused')], TEAM)).toEqual([]);
  });

  it('a card after the video looped round (until) belongs to no code of the run', () => {
    // the last code (index 7, at 11500) reads no card; the loop starts at 14000 and its expired code is refused
    const cards = [
      ...codes.slice(0, 7).map((c) => card(c.enteredAt + 120, c.name)),
      card(14_100, null, 'refused'),
    ];
    expect(pairCardsWithCodes(codes, cards, TEAM, 14_000).map((p) => p.code)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pairCardsWithCodes(codes, cards, TEAM).map((p) => p.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('throughput: paired cards per minute from the first code in view to the last paired card', () => {
    const cards = codes.map((c) => card(c.enteredAt + 120, c.name));
    const pairs = pairCardsWithCodes(codes, cards, TEAM);
    // 8 cards from 1000 ms to 11620 ms: 8 / 10.62 s × 60
    expect(pairedPerMinute(codes, cards, pairs)).toBeCloseTo(45.2, 1);
    expect(pairedPerMinute(codes, cards, pairs.slice(0, 1))).toBe(0);
  });
});

describe('scan bench verdict', () => {
  const good: ScanRun = {
    shown: 8,
    entered: 8,
    pairs: Array.from({ length: 8 }, (_, i) => ({ code: i, card: i, latencyMs: 120 })),
    cardsPerMinute: 39,
    failed: 0,
    twice: 0,
    recordedOnce: 4,
    expectedOnce: 4,
  };
  const limits = { maxMedianMs: 1_000, minCardsPerMinute: 36 };

  it('a run where every code has its card in time, at capacity, nothing failed: no failure', () => {
    expect(scanFailures(good, limits)).toEqual([]);
  });

  it('fewer cards than codes, slow cards, low throughput, failed sends, double records: each named', () => {
    expect(scanFailures({ ...good, pairs: good.pairs.slice(0, 6) }, limits)).toEqual([
      '6 cards for 8 codes: 2 read no card',
    ]);
    expect(scanFailures({ ...good, entered: 7 }, limits)).toEqual([
      'the page saw 7 of the 8 codes enter the view',
    ]);
    expect(
      scanFailures({ ...good, pairs: good.pairs.map((p) => ({ ...p, latencyMs: 1_500 })) }, limits),
    ).toEqual(['median code-in-view → card 1500 ms is over 1000 ms']);
    expect(scanFailures({ ...good, cardsPerMinute: 20.04 }, limits)).toEqual([
      'throughput 20.0 cards/min is under 36 cards/min',
    ]);
    expect(scanFailures({ ...good, failed: 2 }, limits)).toEqual(['2 scan(s) failed to send']);
    expect(scanFailures({ ...good, twice: 1, recordedOnce: 3 }, limits)).toEqual([
      '1 employee(s) recorded twice or more',
      'only 3/4 employees recorded exactly once',
    ]);
    expect(scanFailures({ ...good, pairs: [] }, limits)).toEqual([
      '0 cards for 8 codes: 8 read no card',
      'median code-in-view → card NaN ms is over 1000 ms',
    ]);
  });
});
