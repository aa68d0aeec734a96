import { describe, expect, it, vi } from 'vitest';
import { earlyAnswers } from './early-fetch';

const url = 'http://localhost/api/employee/profile/current';
const settings = 'http://localhost/api/company/settings';
const ready = (body: string) => Promise.resolve(new Response(body));

describe('earlyAnswers (answers started by index.html before the JS runs)', () => {
  it('gives a GET of the same URL and token the early response, once', async () => {
    const response = new Response('{"early":true}');
    const early = earlyAnswers([{ url, token: 't1', response: Promise.resolve(response) }]);
    expect(await early.take('GET', url, 't1')).toBe(response);
    expect(early.take('GET', url, 't1')).toBeNull();
  });

  it('has nothing for another URL or another token', () => {
    const early = earlyAnswers([{ url, token: 't1', response: ready('{}') }]);
    expect(early.take('GET', url, 't2')).toBeNull();
    expect(early.take('GET', settings, 't1')).toBeNull();
    expect(early.take('get', url, 't1')).not.toBeNull();
  });

  it('drops every waiting answer on the first call that is not a GET (a write makes them stale)', () => {
    const early = earlyAnswers([
      { url, token: 't1', response: ready('{}') },
      { url: settings, token: 't1', response: ready('{}') },
    ]);
    expect(early.take('POST', 'http://localhost/api/loan/request', 't1')).toBeNull();
    expect(early.take('GET', url, 't1')).toBeNull();
    expect(early.take('GET', settings, 't1')).toBeNull();
  });

  it('drops an answer older than maxAgeMs since the boot script started it', async () => {
    let clock = 1_000;
    const answer = (target: string) => ({
      url: target,
      token: 't1',
      response: ready('{"early":true}'),
      startedAt: 1_000,
    });
    const early = earlyAnswers([answer(url), answer(settings)], { maxAgeMs: 15_000, now: () => clock });
    clock = 16_000;
    await expect((await early.take('GET', url, 't1'))?.json()).resolves.toEqual({ early: true });
    clock = 16_001;
    expect(early.take('GET', settings, 't1')).toBeNull();
  });

  it('answers null when the early request failed: the call goes to the network', async () => {
    const early = earlyAnswers([{ url, token: 't1', response: Promise.reject(new TypeError('offline')) }]);
    await expect(early.take('GET', url, 't1')).resolves.toBeNull();
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
    const early = earlyAnswers([{ url, token: 't1', response: ready('{"early":true}') }], { handOver });
    const answered = early.take('GET', url, 't1')?.then((response) => {
      steps.push('answered');
      return response?.json();
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
      const early = earlyAnswers([{ url, token: 't1', response: ready('{"early":true}') }]);
      let answered = false;
      const call = early.take('GET', url, 't1')?.then(() => {
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
