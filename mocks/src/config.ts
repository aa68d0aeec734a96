import { DEFAULT_RATE_LIMITS, type RateLimits } from '@upah/core/contract/rate-limits';

/**
 * Environment knobs of the mock server (docs/ARCHITECTURE.md "Mock server": seed, latency, fault rates, limits).
 * Read once per createApp; createApp options override them (tests pass options, not env).
 */
export const DEFAULT_SEED = 20240501;
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const DEFAULT_PORT = 4010;

/** Sign-in limits (state/throttle.ts): the contract's documented defaults, overridable by environment. */
export type ThrottleConfig = RateLimits;
export const DEFAULT_THROTTLE: ThrottleConfig = DEFAULT_RATE_LIMITS;

/** The environment variable of each limit (README and the OpenAPI description list them). */
export const THROTTLE_ENV: Record<keyof ThrottleConfig, string> = {
  accountMaxFailures: 'MOCK_LOGIN_MAX_FAILURES',
  accountLockSeconds: 'MOCK_LOGIN_LOCK_SECONDS',
  accountLockMaxSeconds: 'MOCK_LOGIN_LOCK_MAX_SECONDS',
  clientMaxFailures: 'MOCK_LOGIN_CLIENT_MAX_FAILURES',
  clientWindowSeconds: 'MOCK_LOGIN_CLIENT_WINDOW_SECONDS',
  otpSendMax: 'MOCK_OTP_SEND_MAX',
  otpClientMax: 'MOCK_OTP_CLIENT_MAX',
  otpWindowSeconds: 'MOCK_OTP_WINDOW_SECONDS',
  readBurst: 'MOCK_READ_BURST',
  readPerMinute: 'MOCK_READ_PER_MINUTE',
};

export interface MockConfig {
  seed: number;
  tokenTtlSeconds: number;
  latencyMs: number;
  errorRate: number;
  /** share of writes that commit and then lose their answer (the client sees a network error) */
  dropRate: number;
  /** seed of the fault dice (MOCK_FAULT_SEED): the same seed throws the same 503s and drops; unset → Math.random */
  faultSeed: number | undefined;
  throttle: ThrottleConfig;
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
    dropRate: clampRate(numberFrom(env.MOCK_DROP_RATE, 0)),
    faultSeed: env.MOCK_FAULT_SEED ? Math.trunc(numberFrom(env.MOCK_FAULT_SEED, 1)) : undefined,
    throttle: throttleFromEnv(env),
    quiet: env.MOCK_QUIET === '1' || env.MOCK_QUIET === 'true',
    checkResponses: env.NODE_ENV !== 'production',
  };
}

export function throttleFromEnv(env: NodeJS.ProcessEnv = process.env): ThrottleConfig {
  const out = { ...DEFAULT_THROTTLE };
  for (const key of Object.keys(THROTTLE_ENV) as (keyof ThrottleConfig)[]) {
    out[key] = Math.max(1, Math.trunc(numberFrom(env[THROTTLE_ENV[key]], DEFAULT_THROTTLE[key])));
  }
  return out;
}
