import { describe, expect, it } from 'vitest';
import { callJson, personaPhone, testApp } from '../test-support';
import { offlineClockMaxAgeMs } from './attendance';

const POS = { latitude: -6.208763, longitude: 106.845599 };

async function setup() {
  const server = testApp();
  const phone = await personaPhone(server, 'employee');
  const call = (method: string, path: string, body?: unknown, key?: string) =>
    callJson(server.app, method, path, {
      token: phone.token,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const today = await call('GET', '/attendance/schedule/employee/today');
  const scheduleId = (today.data as { id: number }).id;
  /** A clock-in body as the phone signs it at the tap, with a selfie uploaded now. */
  const signedIn = async <B extends { scheduleId: number; latitude: number; longitude: number }>(body: B) =>
    phone.signIn({ ...body, photo: await phone.upload() });
  return { server, call, phone, scheduleId, signedIn };
}

/** A clock-in the phone sent at once (a measured offset, no offline marker), tapped at 08:00. */
const sentAtOnce = (scheduleId: number) => ({
  scheduleId,
  ...POS,
  clientTime: '2024-05-15T08:00:00+07:00',
  fixTime: '2024-05-15T07:59:59+07:00',
  clockOffsetMs: 0,
});

describe('offline clock entries (extension of §7 clock-in/clock-out)', () => {
  it('records a kept clock-in at its tap time, flagged offline, once for one Idempotency-Key', async () => {
    const { server, call, scheduleId, signedIn } = await setup();
    server.clock.set('2024-05-15T10:00:00+07:00');
    const body = await signedIn({
      scheduleId,
      ...POS,
      clientTime: '2024-05-15T08:01:00+07:00',
      fixTime: '2024-05-15T08:00:58+07:00',
      clockOffsetMs: 0,
      offline: true,
    });
    const first = await call('POST', '/attendance/presence/clock-in', body, 'k-in');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ clockIn: '2024-05-15T08:01:00+07:00', presenceFlags: ['offline'] });
    const replay = await call('POST', '/attendance/presence/clock-in', body, 'k-in');
    expect(replay.data).toEqual(first.data);
    const mine = await call('GET', '/attendance/presence/history/my?page=1&size=100');
    const today = (mine.data as { presences: { scheduleDate: string }[] }).presences.filter(
      (p) => p.scheduleDate === '2024-05-15',
    );
    expect(today).toHaveLength(1);
  });

  it('refuses a time over 12 hours back and one over 5 minutes ahead, with Indonesian messages', async () => {
    const { server, call, scheduleId, signedIn } = await setup();
    server.clock.set('2024-05-15T16:30:00+07:00');
    const base = { scheduleId, ...POS, clockOffsetMs: 0, offline: true };
    const old = await call(
      'POST',
      '/attendance/presence/clock-in',
      await signedIn({ ...base, clientTime: '2024-05-15T04:29:00+07:00' }),
    );
    expect(old.status).toBe(400);
    expect(old.message).toBe('Waktu absen lebih dari 12 jam yang lalu, tidak dapat diterima.');
    const ahead = await call(
      'POST',
      '/attendance/presence/clock-in',
      await signedIn({ ...base, clientTime: '2024-05-15T16:35:01+07:00' }),
    );
    expect(ahead.status).toBe(400);
    expect(ahead.message).toBe(
      'Waktu absen lebih dari 5 menit di depan jam server. Periksa jam ponsel Anda.',
    );
    expect(server.state.domains.attendance.presences.size).toBeGreaterThan(0);
    const fine = await call(
      'POST',
      '/attendance/presence/clock-in',
      await signedIn({ ...base, clientTime: '2024-05-15T04:31:00+07:00' }),
    );
    expect(fine.status).toBe(200);
  });

  it('corrects a wrong phone clock by its offset and flags clock-skew over 2 minutes', async () => {
    const { server, call, phone, scheduleId, signedIn } = await setup();
    server.clock.set('2024-05-15T10:00:00+07:00');
    // the phone runs 1 hour behind: it says 08:05 for 09:05 on the server's clock
    const res = await call(
      'POST',
      '/attendance/presence/clock-in',
      await signedIn({
        scheduleId,
        ...POS,
        clientTime: '2024-05-15T08:05:00+07:00',
        clockOffsetMs: 3_600_000,
        offline: true,
      }),
    );
    expect(res.data).toMatchObject({
      clockIn: '2024-05-15T09:05:00+07:00',
      presenceFlags: ['offline', 'clock-skew'],
    });
    const out = await phone.clockOut({
      presenceId: (res.data as { id: number }).id,
      ...POS,
      clientTime: '2024-05-15T08:50:00+07:00',
      clockOffsetMs: 3_600_000,
      offline: true,
    });
    expect(out.data).toMatchObject({ clockOut: '2024-05-15T09:50:00+07:00' });
  });

  it('a clock-in sent at once keeps the server time and carries no flag', async () => {
    const { phone, scheduleId } = await setup();
    const res = await phone.clockIn({ scheduleId, ...POS });
    expect(res.data).toMatchObject({ clockIn: '2024-05-15T09:00:00+07:00' });
    expect(res.data).not.toHaveProperty('presenceFlags');
  });

  it('a call sent at once whose answer was lost, retried later with the same key and body, answers its first record', async () => {
    const { server, call, scheduleId, signedIn } = await setup();
    server.clock.set('2024-05-15T08:00:01+07:00');
    const body = await signedIn(sentAtOnce(scheduleId));
    const atOnce = await call('POST', '/attendance/presence/clock-in', body, 'tap-1');
    expect(atOnce.data).toMatchObject({ clockIn: '2024-05-15T08:00:00+07:00' });
    expect(atOnce.data).not.toHaveProperty('presenceFlags');
    // the answer was lost: the phone's queue sends the same body and key ten minutes later
    server.clock.set('2024-05-15T08:10:00+07:00');
    // the same record; its photo URL is signed afresh for each answer (file-urls.ts)
    const unsigned = (data: unknown) => ({ ...(data as object), photo: null });
    const replay = await call('POST', '/attendance/presence/clock-in', body, 'tap-1');
    expect(unsigned(replay.data)).toEqual(unsigned(atOnce.data));
  });

  it('the same call reaching the server for the first time ten minutes late is flagged offline at its tap time', async () => {
    const { server, call, scheduleId, signedIn } = await setup();
    server.clock.set('2024-05-15T08:10:00+07:00');
    const late = await call(
      'POST',
      '/attendance/presence/clock-in',
      await signedIn(sentAtOnce(scheduleId)),
      'tap-2',
    );
    expect(late.data).toMatchObject({ clockIn: '2024-05-15T08:00:00+07:00', presenceFlags: ['offline'] });
  });

  it('the 12-hour limit is configurable (MOCK_OFFLINE_CLOCK_MAX_HOURS)', () => {
    expect(offlineClockMaxAgeMs({})).toBe(12 * 3_600_000);
    expect(offlineClockMaxAgeMs({ MOCK_OFFLINE_CLOCK_MAX_HOURS: '2' })).toBe(2 * 3_600_000);
    expect(offlineClockMaxAgeMs({ MOCK_OFFLINE_CLOCK_MAX_HOURS: 'x' })).toBe(12 * 3_600_000);
  });
});
