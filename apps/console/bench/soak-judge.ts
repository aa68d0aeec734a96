/**
 * The kiosk soak's verdict (./kiosk-soak.ts): after the warm-up, the renderer's memory may not grow faster than a
 * limit, judged by the least-squares slope of its samples (minutes, MB) over the rest of the run.
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

/** Fails when the post-warm-up slope exceeds `maxMbPerHour`, or when fewer than 3 samples follow the warm-up. */
export function judgeSoak(
  points: readonly SoakPoint[],
  { warmupMinutes, maxMbPerHour }: { warmupMinutes: number; maxMbPerHour: number },
): SoakVerdict {
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
