/**
 * The mock's clock (DESIGN "Tests": time is an input). Every handler, the seed and the `Date` header read it.
 *
 * - By default it is the host's clock.
 * - `MOCK_NOW=<instant>` starts it at that instant (ISO 8601 with an offset, e.g. `2026-11-29T07:30:00+07:00`);
 *   it then runs on at the host's pace, so tokens expire and shifts end as they would. `MOCK_CLOCK=frozen`
 *   holds it at that instant instead.
 * - At run time `POST /__mock/clock { now, frozen? }` moves it (an e2e test pins the instant it needs, then
 *   `page.clock` to the same), and `POST /__mock/reset { now?, frozen? }` lays the seed again relative to `now`,
 *   or, without `now`, returns the clock to its default (MOCK_NOW or the host) first, so one test's instant
 *   never leaks into the next.
 */

export interface ClockSetting {
  /** The instant the clock shows now (epoch ms). */
  readonly atMs: number;
  /** Held at `atMs`, or running on from it at the host's pace. */
  readonly frozen: boolean;
}

export interface MockClock {
  now(): Date;
  /** Shows `atMs` from now on, held there or running on. */
  set(setting: ClockSetting): void;
  /** Back to the default: MOCK_NOW's instant (as at start) or the host's clock. */
  restore(): void;
  /** What GET /__mock/clock answers. */
  describe(): { now: string; frozen: boolean; pinned: boolean };
}

/** An instant with an explicit offset or Z; anything else (no offset, not a date) is null. */
export function parseInstant(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return null;
  const ms = Date.parse(trimmed);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * A clock over `host` (epoch ms; the host's by default). `initial` is the default setting (MOCK_NOW), taken
 * relative to the moment the clock is made.
 */
export function createClock(initial: ClockSetting | null, host: () => number = Date.now): MockClock {
  // The clock shows anchorAt + (host() − hostAt) when running, anchorAt when frozen; null: the host itself.
  type Anchor = { anchorAt: number; hostAt: number; frozen: boolean };
  const anchorOf = (s: ClockSetting): Anchor => ({ anchorAt: s.atMs, hostAt: host(), frozen: s.frozen });
  const defaultAnchor = initial ? anchorOf(initial) : null;
  let anchor: Anchor | null = defaultAnchor;
  const nowMs = () => {
    if (!anchor) return host();
    return anchor.frozen ? anchor.anchorAt : anchor.anchorAt + (host() - anchor.hostAt);
  };
  return {
    now: () => new Date(nowMs()),
    set(setting) {
      anchor = anchorOf(setting);
    },
    restore() {
      anchor = defaultAnchor ? { ...defaultAnchor } : null;
    },
    describe: () => ({
      now: new Date(nowMs()).toISOString(),
      frozen: anchor?.frozen ?? false,
      pinned: anchor !== null,
    }),
  };
}

/** The default setting from the environment (MOCK_NOW, MOCK_CLOCK); a MOCK_NOW that is not an instant throws. */
export function clockSettingFromEnv(env: NodeJS.ProcessEnv = process.env): ClockSetting | null {
  const raw = env.MOCK_NOW;
  if (raw === undefined || raw.trim() === '') return null;
  const atMs = parseInstant(raw);
  if (atMs === null) {
    throw new Error(
      `MOCK_NOW must be an instant with an offset, e.g. 2026-11-29T07:30:00+07:00 (got ${JSON.stringify(raw)})`,
    );
  }
  return { atMs, frozen: env.MOCK_CLOCK === 'frozen' };
}
