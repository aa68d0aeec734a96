import { describe, expect, it, vi } from 'vitest';
import { earlyFetch } from './early-fetch';

const url = 'http://localhost/api/employee/profile/current';
const get = (token: string, target = url) =>
  new Request(target, { method: 'GET', headers: { authorization: `Bearer ${token}` } });

describe('earlyFetch (answers started by index.html before the JS runs)', () => {
  it('answers a GET of the same URL and token with the early response, once', async () => {
    const early = new Response('{"early":true}');
    const base = vi.fn(async () => new Response('{"network":true}'));
    const fetch = earlyFetch(base, [{ url, token: 't1', response: Promise.resolve(early) }]);
    expect(await fetch(get('t1'))).toBe(early);
    expect(base).not.toHaveBeenCalled();
    await expect((await fetch(get('t1'))).json()).resolves.toEqual({ network: true });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('goes to the network for another URL, another token or another method', async () => {
    const base = vi.fn(async () => new Response('{}'));
    const fetch = earlyFetch(base, [{ url, token: 't1', response: Promise.resolve(new Response('{}')) }]);
    await fetch(get('t2'));
    await fetch(get('t1', 'http://localhost/api/company/settings'));
    await fetch(new Request(url, { method: 'POST', headers: { authorization: 'Bearer t1' }, body: '{}' }));
    expect(base).toHaveBeenCalledTimes(3);
  });

  it('drops every waiting answer on the first call that is not a GET (a write makes them stale)', async () => {
    const early = new Response('{"early":true}');
    const base = vi.fn(async () => new Response('{"network":true}'));
    const fetch = earlyFetch(base, [{ url, token: 't1', response: Promise.resolve(early) }]);
    await fetch(new Request('http://localhost/api/loan/request', { method: 'POST', body: '{}' }));
    await expect((await fetch(get('t1'))).json()).resolves.toEqual({ network: true });
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('drops an answer older than maxAgeMs since the boot script started it', async () => {
    let clock = 1_000;
    const base = vi.fn(async () => new Response('{"network":true}'));
    const answer = (target: string) => ({
      url: target,
      token: 't1',
      response: Promise.resolve(new Response('{"early":true}')),
      startedAt: 1_000,
    });
    const settings = 'http://localhost/api/company/settings';
    const fetch = earlyFetch(base, [answer(url), answer(settings)], { maxAgeMs: 15_000, now: () => clock });
    clock = 16_000;
    await expect((await fetch(get('t1'))).json()).resolves.toEqual({ early: true });
    clock = 16_001;
    await expect((await fetch(get('t1', settings))).json()).resolves.toEqual({ network: true });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('falls back to the network when the early request failed', async () => {
    const base = vi.fn(async () => new Response('{"network":true}'));
    const fetch = earlyFetch(base, [
      { url, token: 't1', response: Promise.reject(new TypeError('offline')) },
    ]);
    await expect((await fetch(get('t1'))).json()).resolves.toEqual({ network: true });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('hands a settled early answer over in a task of its own, not in the microtasks of the call', async () => {
    const steps: string[] = [];
    let release = () => {};
    const handOver = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            steps.push('next task');
            resolve();
          };
        }),
    );
    const fetch = earlyFetch(
      async () => new Response('{}'),
      [{ url, token: 't1', response: Promise.resolve(new Response('{"early":true}')) }],
      {
        handOver,
      },
    );
    const answered = fetch(get('t1')).then((response) => {
      steps.push('answered');
      return response.json();
    });
    // However many microtasks pass, the answer waits for the task.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(steps).toEqual([]);
    release();
    await expect(answered).resolves.toEqual({ early: true });
    expect(steps).toEqual(['next task', 'answered']);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('by default hands the answer over on a 0 ms timer', async () => {
    vi.useFakeTimers();
    try {
      const fetch = earlyFetch(
        async () => new Response('{}'),
        [{ url, token: 't1', response: Promise.resolve(new Response('{"early":true}')) }],
      );
      let answered = false;
      const call = fetch(get('t1')).then(() => {
        answered = true;
      });
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await call;
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
