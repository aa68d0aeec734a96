/** OWASP ASVS 5.0 V2.4.1: a throttled read starts a wait the screens count down (as sign-in's). */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import { loadView, readWaitUntil, resetReadWait, trackLoad } from './load-state';

describe('read wait', () => {
  beforeEach(resetReadWait);

  it('a 429 on a tracked load sets the wait from its Retry-After; other failures do not', async () => {
    const state = { status: 'idle' as const, error: null } as { status: 'idle'; error: string | null };
    const before = Date.now();
    await trackLoad(
      state,
      () =>
        Promise.reject(
          apiError({ kind: 'throttled', endpointId: 'team.day', message: null, retryAfterSeconds: 30 }),
        ),
      () => undefined,
    );
    expect(readWaitUntil()).toBeGreaterThanOrEqual(before + 30_000);
    expect(readWaitUntil()).toBeLessThanOrEqual(Date.now() + 30_000);
    resetReadWait();
    await trackLoad(
      state,
      () => Promise.reject(apiError({ kind: 'server', endpointId: 'team.day', message: null })),
      () => undefined,
    );
    expect(readWaitUntil()).toBe(0);
  });
});

describe('loadView: what a load shows', () => {
  it('a wait before the first answer, the failure without a value, the value once there is one', () => {
    expect(loadView({ status: 'idle', error: null }, null)).toEqual({ kind: 'loading' });
    expect(loadView({ status: 'request', error: null }, null)).toEqual({ kind: 'loading' });
    expect(loadView({ status: 'failure', error: 'Terjadi kesalahan' }, null)).toEqual({
      kind: 'failure',
      error: 'Terjadi kesalahan',
    });
    expect(loadView({ status: 'success', error: null }, 12)).toEqual({ kind: 'ready', value: 12 });
    // a reload that failed keeps the value it had
    expect(loadView({ status: 'failure', error: 'Terjadi kesalahan' }, 12)).toEqual({
      kind: 'ready',
      value: 12,
    });
    expect(loadView({ status: 'request', error: null }, 0)).toEqual({ kind: 'ready', value: 0 });
  });
});
