/**
 * Environment knobs of the mock server (docs/ARCHITECTURE.md "Mock server").
 * Read once per createApp; createApp options override them (tests pass options, not env).
 */
export const DEFAULT_SEED = 20240501;
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const DEFAULT_PORT = 4010;

export interface MockConfig {
  seed: number;
  tokenTtlSeconds: number;
  latencyMs: number;
  errorRate: number;
  quiet: boolean;
  /** check every answer against the endpoint's response schema (dev and test; off under NODE_ENV=production) */
  checkResponses: boolean;
}

function numberFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function clampRate(n: number): number {
  return Math.min(1, Math.max(0, n));
}

export function clampLatency(n: number): number {
  return Math.min(60_000, Math.max(0, Math.round(n)));
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockConfig {
  return {
    seed: Math.trunc(numberFrom(env.MOCK_SEED, DEFAULT_SEED)),
    tokenTtlSeconds: Math.max(1, numberFrom(env.MOCK_TOKEN_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS)),
    latencyMs: clampLatency(numberFrom(env.MOCK_LATENCY_MS, 0)),
    errorRate: clampRate(numberFrom(env.MOCK_ERROR_RATE, 0)),
    quiet: env.MOCK_QUIET === '1' || env.MOCK_QUIET === 'true',
    checkResponses: env.NODE_ENV !== 'production',
  };
}
