/**
 * The scan bench's pairing and verdict (./scan-bench.ts). Each code of the video is paired with its own card: the
 * codes in the order they entered the view, each with the employee it was made for; a card that names someone of
 * the team belongs to that employee's code, a card that names no one (a refusal) to the next code still waiting
 * (order). A card is never paired with a code that entered after it, nor with a code whose employee's next code
 * had already entered (that card is the next code's), nor after `until` (the video looping round to codes already
 * shown), so a slow card is measured from its own code, not from the code that happened to enter just before it.
 */

/** A code of the video as the page saw it enter the view (ms, the page's clock) and the employee it was made for. */
export interface ShownCode {
  enteredAt: number;
  name: string;
}

/** A card as the page showed it (ms, the page's clock). */
export interface ShownCard {
  at: number;
  kind: string;
  text: string;
}

export interface Pair {
  code: number;
  card: number;
  latencyMs: number;
}

/** Pairs each code with its card (see the file's comment); codes without a card are left out. */
export function pairCardsWithCodes(
  codes: readonly ShownCode[],
  cards: readonly ShownCard[],
  team: readonly string[],
  until = Number.POSITIVE_INFINITY,
): Pair[] {
  const named = (card: ShownCard) => team.find((name) => card.text.includes(name)) ?? null;
  const pairs: Pair[] = [];
  const used = new Set<number>();
  let firstFree = 0;
  codes.forEach((code, index) => {
    const nextOfSame = codes.slice(index + 1).find((later) => later.name === code.name);
    for (let c = firstFree; c < cards.length; c++) {
      const card = cards[c] as ShownCard;
      if (used.has(c) || card.at < code.enteredAt) continue;
      if (card.at >= (nextOfSame?.enteredAt ?? until)) break;
      const who = named(card);
      if (who !== null && who !== code.name) continue;
      used.add(c);
      pairs.push({ code: index, card: c, latencyMs: card.at - code.enteredAt });
      while (used.has(firstFree)) firstFree++;
      return;
    }
  });
  return pairs;
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : Number.NaN;
};

export interface ScanRun {
  /** Codes in the video (employees × rounds). */
  shown: number;
  /** Codes the page saw enter the view. */
  entered: number;
  pairs: readonly Pair[];
  /** Paired cards per minute, from the first code entering the view to the last paired card. */
  cardsPerMinute: number;
  /** Scans the console could not send (its failed count). */
  failed: number;
  /** Employees recorded twice or more by the mock. */
  twice: number;
  recordedOnce: number;
  expectedOnce: number;
}

export interface ScanLimits {
  maxMedianMs: number;
  minCardsPerMinute: number;
}

/** Paired cards per minute from the first code's entry to the last paired card; 0 with fewer than 2 pairs. */
export function pairedPerMinute(
  codes: readonly ShownCode[],
  cards: readonly ShownCard[],
  pairs: readonly Pair[],
) {
  const first = codes[pairs[0]?.code ?? -1]?.enteredAt;
  const last = cards[pairs.at(-1)?.card ?? -1]?.at;
  if (pairs.length < 2 || first === undefined || last === undefined || last <= first) return 0;
  return (pairs.length / (last - first)) * 60_000;
}

/** Every reason the run fails; none when it passes. */
export function scanFailures(run: ScanRun, limits: ScanLimits): string[] {
  const failures: string[] = [];
  if (run.entered < run.shown)
    failures.push(`the page saw ${run.entered} of the ${run.shown} codes enter the view`);
  if (run.pairs.length < run.shown)
    failures.push(
      `${run.pairs.length} cards for ${run.shown} codes: ${run.shown - run.pairs.length} read no card`,
    );
  const middle = median(run.pairs.map((p) => p.latencyMs));
  if (!(middle <= limits.maxMedianMs))
    failures.push(`median code-in-view → card ${middle.toFixed(0)} ms is over ${limits.maxMedianMs} ms`);
  if (!(run.cardsPerMinute >= limits.minCardsPerMinute))
    failures.push(
      `throughput ${run.cardsPerMinute.toFixed(1)} cards/min is under ${limits.minCardsPerMinute} cards/min`,
    );
  if (run.failed > 0) failures.push(`${run.failed} scan(s) failed to send`);
  if (run.twice > 0) failures.push(`${run.twice} employee(s) recorded twice or more`);
  if (run.recordedOnce < run.expectedOnce)
    failures.push(`only ${run.recordedOnce}/${run.expectedOnce} employees recorded exactly once`);
  return failures;
}
