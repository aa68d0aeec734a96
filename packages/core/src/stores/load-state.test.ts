/** OWASP ASVS 5.0 V2.4.1: a throttled read starts a wait the screens count down (as sign-in's). */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import { readWaitUntil, resetReadWait, trackLoad } from './load-state';

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
