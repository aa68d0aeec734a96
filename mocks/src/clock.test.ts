/**
 * The mock's clock (clock.ts; DESIGN "Tests": time is an input): MOCK_NOW, POST /__mock/clock and
 * POST /__mock/reset { now } move it, and the seed, the handlers and the Date header follow it.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { clockSettingFromEnv, createClock, parseInstant } from './clock';
import { callJson, loginAs, testApp } from './test-support';

const SUNDAY_0730 = Date.parse('2026-11-29T00:30:00Z'); // Sunday 29 Nov 2026, 07:30 in Jakarta

describe('createClock', () => {
  it('is the host clock by default', () => {
    let host = 1_000;
    const clock = createClock(null, () => host);
    expect(clock.now().getTime()).toBe(1_000);
    host = 5_000;
    expect(clock.now().getTime()).toBe(5_000);
    expect(clock.describe()).toEqual({ now: new Date(5_000).toISOString(), frozen: false, pinned: false });
  });

  it('MOCK_NOW runs on from its instant at the host pace; frozen holds it', () => {
    let host = 1_000_000;
    const running = createClock({ atMs: SUNDAY_0730, frozen: false }, () => host);
    const frozen = createClock({ atMs: SUNDAY_0730, frozen: true }, () => host);
    host += 90_000;
    expect(running.now().getTime()).toBe(SUNDAY_0730 + 90_000);
    expect(frozen.now().getTime()).toBe(SUNDAY_0730);
  });

  it('set moves it, restore returns to the default instant as it was set at start', () => {
    let host = 0;
    const clock = createClock({ atMs: SUNDAY_0730, frozen: true }, () => host);
    clock.set({ atMs: Date.parse('2026-12-31T16:50:00Z'), frozen: false });
    host = 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-31T16:51:00.000Z');
    clock.restore();
    expect(clock.now().getTime()).toBe(SUNDAY_0730);
  });
});

describe('parseInstant and MOCK_NOW', () => {
  it.each([
    ['2026-11-29T07:30:00+07:00', SUNDAY_0730],
    ['2026-11-29T00:30:00Z', SUNDAY_0730],
    ['2026-11-29T07:30+07:00', SUNDAY_0730],
    [' 2026-11-29T00:30:00.000Z ', SUNDAY_0730],
  ])('%s is an instant', (text, ms) => {
    expect(parseInstant(text)).toBe(ms);
  });

  it.each(['2026-11-29T07:30:00', '2026-11-29', 'tomorrow', '', '2026-13-45T07:30:00+07:00'])(
    '%j is not (no offset, not a date)',
    (text) => {
      expect(parseInstant(text)).toBeNull();
    },
  );

  it('MOCK_NOW unset is the host; a MOCK_NOW without an offset stops the server with a clear error', () => {
    expect(clockSettingFromEnv({})).toBeNull();
    expect(clockSettingFromEnv({ MOCK_NOW: '2026-11-29T07:30:00+07:00', MOCK_CLOCK: 'frozen' })).toEqual({
      atMs: SUNDAY_0730,
      frozen: true,
    });
    expect(() => clockSettingFromEnv({ MOCK_NOW: '2026-11-29 07:30' })).toThrow(
      /MOCK_NOW must be an instant/,
    );
  });

  it('createApp reads MOCK_NOW: the seed is laid on that day and the Date header says it', async () => {
    const saved = { now: process.env.MOCK_NOW, mode: process.env.MOCK_CLOCK };
    process.env.MOCK_NOW = '2026-11-29T07:30:00+07:00';
    process.env.MOCK_CLOCK = 'frozen';
    try {
      const { app } = createApp({ quiet: true });
      const token = await loginAs(app, 'employee');
      const res = await app.request('/attendance/schedule/employee/today', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.headers.get('date')).toBe('Sun, 29 Nov 2026 00:30:00 GMT');
      const clock = await (await app.request('/__mock/clock')).json();
      expect(clock).toEqual({ now: '2026-11-29T00:30:00.000Z', frozen: true, pinned: true });
    } finally {
      process.env.MOCK_NOW = saved.now;
      process.env.MOCK_CLOCK = saved.mode;
      if (saved.now === undefined) delete process.env.MOCK_NOW;
      if (saved.mode === undefined) delete process.env.MOCK_CLOCK;
    }
  });
});

describe('POST /__mock/clock and /__mock/reset { now }', () => {
  it('moves the clock without touching data; the Date header and token lifetimes follow it', async () => {
    const { app } = testApp({ tokenTtlSeconds: 3600 });
    const token = await loginAs(app, 'employee');
    const moved = await callJson(app, 'POST', '/__mock/clock', {
      body: { now: '2024-05-15T09:59:00+07:00', frozen: true },
    });
    expect(moved.body).toEqual({ now: '2024-05-15T02:59:00.000Z', frozen: true, pinned: true });
    const profile = await app.request('/employee/profile/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('date')).toBe('Wed, 15 May 2024 02:59:00 GMT');
    // one hour after sign-in (testClock's 09:00 Jakarta) the token has expired
    await callJson(app, 'POST', '/__mock/clock', { body: { now: '2024-05-15T10:00:01+07:00' } });
    expect((await callJson(app, 'GET', '/employee/profile/current', { token })).status).toBe(401);
  });

  it('reset { now } lays the seed relative to that instant; reset without a body restores the default', async () => {
    const { app } = testApp();
    const pinned = await callJson(app, 'POST', '/__mock/reset', {
      body: { now: '2026-12-25T08:00:00+07:00', frozen: true },
    });
    expect(pinned.status).toBe(200);
    const token = await loginAs(app, 'employee');
    const today = (await callJson(app, 'GET', '/attendance/schedule/employee/today', { token })).data as {
      scheduleDate: string;
    };
    expect(today.scheduleDate).toBe('2026-12-25');
    const history = (await callJson(app, 'GET', '/attendance/presence/history/my?page=1&size=50', { token }))
      .data as { presences: { scheduleDate: string; clockIn: string | null }[] };
    const clocked = history.presences.filter((p) => p.clockIn !== null).map((p) => p.scheduleDate);
    expect(clocked.length).toBeGreaterThan(0);
    // the seeded clock-ins are of the days before the pinned one, the latest within its week
    expect(clocked.every((d) => d < '2026-12-25')).toBe(true);
    expect(clocked.some((d) => d >= '2026-12-18')).toBe(true);

    const back = await callJson(app, 'POST', '/__mock/reset');
    expect((back.body as { clock: unknown }).clock).toEqual({
      now: '2024-05-15T02:00:00.000Z',
      frozen: false,
      pinned: false,
    });
  });

  it.each([
    [{ now: '2026-12-25 08:00' }],
    [{ now: 123 }],
    [{ now: '2026-12-25T08:00:00+07:00', frozen: 'yes' }],
    ['not json'],
  ])('answers 400 to %j and leaves the clock alone', async (body) => {
    const { app } = testApp();
    const res = await app.request('/__mock/clock', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^now: harus berupa waktu dengan zona/,
    );
    expect(((await (await app.request('/__mock/clock')).json()) as { pinned: boolean }).pinned).toBe(false);
  });
});
