/**
 * The kiosk soak's verdict (./kiosk-soak.ts): after the warm-up, the renderer's memory may not grow faster than a
 * limit, judged by the least-squares slope of its samples (minutes, MB) over the rest of the run; every sample must
 * have found the renderer (an RSS of 0 is no measurement); and the scanner must show new cards in every window of
 * arrivals (a scanner that stopped decoding keeps its memory flat).
 */
export interface SoakPoint {
  minute: number;
  mb: number;
}

/** Least-squares slope of mb over minute (MB per minute); NaN with fewer than two distinct minutes. */
export function slopePerMinute(points: readonly SoakPoint[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((sum, p) => sum + p.minute, 0) / n;
  const my = points.reduce((sum, p) => sum + p.mb, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.minute - mx) * (p.mb - my);
    sxx += (p.minute - mx) ** 2;
  }
  return sxx === 0 ? Number.NaN : sxy / sxx;
}

export interface SoakVerdict {
  ok: boolean;
  /** MB per hour over the samples after the warm-up (NaN when too few). */
  mbPerHour: number;
  samples: number;
  text: string;
}

/**
 * Fails when a sample's memory is 0 or less (or not a number: no renderer process was found), when the post-warm-up
 * slope exceeds `maxMbPerHour`, or when fewer than 3 samples follow the warm-up.
 */
export function judgeSoak(
  points: readonly SoakPoint[],
  { warmupMinutes, maxMbPerHour }: { warmupMinutes: number; maxMbPerHour: number },
): SoakVerdict {
  const unmeasured = points.filter((p) => !(p.mb > 0));
  if (unmeasured.length > 0)
    return {
      ok: false,
      mbPerHour: Number.NaN,
      samples: points.length,
      text: `renderer RSS ${unmeasured[0]?.mb} MB at minute ${unmeasured[0]?.minute.toFixed(1)} (${unmeasured.length} of ${points.length} samples): no renderer process was measured`,
    };
  const after = points.filter((p) => p.minute >= warmupMinutes);
  const mbPerHour = slopePerMinute(after) * 60;
  if (after.length < 3 || !Number.isFinite(mbPerHour))
    return {
      ok: false,
      mbPerHour,
      samples: after.length,
      text: `too short to judge: ${after.length} samples after the ${warmupMinutes}-minute warm-up (3 needed)`,
    };
  const ok = mbPerHour <= maxMbPerHour;
  return {
    ok,
    mbPerHour,
    samples: after.length,
    text: `renderer ${mbPerHour >= 0 ? '+' : ''}${mbPerHour.toFixed(1)} MB/h after minute ${warmupMinutes} (least squares, ${after.length} samples): ${ok ? 'within' : 'ABOVE'} the ${maxMbPerHour} MB/h limit`,
  };
}

/** One sample of the scanner: the minute, what the camera showed from this sample on, and the cards shown so far. */
export interface CardSample {
  minute: number;
  view: 'codes' | 'idle';
  cards: number;
}

/** A stretch of arrivals (codes in view): from one sample to a later one, and the cards shown in between. */
export interface ArrivalWindow {
  from: number;
  to: number;
  cards: number;
}

/**
 * The run's stretches of arrivals, each at most `windowMinutes` long: a day's burst, or each `windowMinutes` of a
 * continuous run. A stretch starts at a sample whose view is codes and ends at the next sample where the view
 * turns idle or the window is full (the cards counted there include the last minutes of codes in view).
 */
export function arrivalWindows(samples: readonly CardSample[], windowMinutes: number): ArrivalWindow[] {
  const windows: ArrivalWindow[] = [];
  let start: CardSample | null = null;
  for (const sample of samples) {
    if (start && (sample.view !== 'codes' || sample.minute - start.minute >= windowMinutes)) {
      windows.push({ from: start.minute, to: sample.minute, cards: sample.cards - start.cards });
      start = null;
    }
    if (!start && sample.view === 'codes') start = sample;
  }
  const last = samples.at(-1);
  if (start && last && last !== start)
    windows.push({ from: start.minute, to: last.minute, cards: last.cards - start.cards });
  return windows;
}

export interface CardsVerdict {
  ok: boolean;
  windows: ArrivalWindow[];
  text: string;
}

/** Fails when a window of arrivals showed no new card (the scanner stopped decoding), or when there was none. */
export function judgeCards(samples: readonly CardSample[], windowMinutes: number): CardsVerdict {
  const windows = arrivalWindows(samples, windowMinutes);
  const empty = windows.filter((w) => w.cards <= 0);
  const span = (w: ArrivalWindow) => `minutes ${w.from.toFixed(1)}–${w.to.toFixed(1)}`;
  if (windows.length === 0)
    return {
      ok: false,
      windows,
      text: 'no stretch of arrivals between two samples: the cards were not judged',
    };
  if (empty.length > 0)
    return {
      ok: false,
      windows,
      text: `no new card in ${empty.length} of ${windows.length} stretches of arrivals (${empty.map(span).join(', ')}): the scanner stopped reading`,
    };
  return {
    ok: true,
    windows,
    text: `new cards in each of the ${windows.length} stretches of arrivals (fewest ${Math.min(...windows.map((w) => w.cards))})`,
  };
}
