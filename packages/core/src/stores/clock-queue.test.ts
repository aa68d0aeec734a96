// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import {
  clockQueueStore,
  dismissRefused,
  keepClock,
  resetClockQueue,
  resumeClockQueue,
  retryClockQueue,
  startClockQueue,
  startClockQueueFor,
  stopClockQueue,
} from './clock-queue';
import { entry, fakeClient, queueSettled, resetQueueAfterEach, setOnline, TAP } from './clock-test-support';

let users = 0;
resetQueueAfterEach();

describe('offline clock queue (DESIGN "Offline on the phone")', () => {
  it('keeps a clock-in and its clock-out offline, then sends photo, clock-in, clock-out in order, once, with their keys and tap times', async () => {
    const user = `u${++users}`;
    const { sent, client } = fakeClient();
    setOnline(false);
    await startClockQueue(client, user);
    const inKey = await keepClock(entry('clock-in', TAP));
    const outKey = await keepClock(entry('clock-out', TAP + 8 * 3_600_000));
    expect(clockQueueStore.queue?.pending.map((p) => p.kind)).toEqual(['clock-in', 'clock-out']);
    expect(sent).toEqual([]);
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    expect(sent.map((s) => [s.what, s.key])).toEqual([
      ['upload', undefined],
      ['attendance.clockIn', inKey],
      ['attendance.clockOut', outKey],
    ]);
    expect(sent[1]?.body).toMatchObject({
      scheduleId: 7,
      photo: '/files/selfie.jpg',
      clientTime: '2024-05-15T08:00:00+07:00',
      fixTime: '2024-05-15T07:59:58+07:00',
      clockOffsetMs: 1500,
      offline: true,
      locationSignals: { accuracyMeters: 12 },
    });
    // the clock-out closes the presence its kept clock-in got
    expect(sent[2]?.body).toMatchObject({ presenceId: 100, clientTime: '2024-05-15T16:00:00+07:00' });
    expect(clockQueueStore.accepted).toBe(2);
  });

  it('a network failure after the upload retries with the same key and does not upload again; the clock-out waits', async () => {
    const user = `u${++users}`;
    const { sent, client } = fakeClient((what, n) =>
      what === 'attendance.clockIn' && n === 1
        ? apiError({ kind: 'network', endpointId: what, message: null })
        : null,
    );
    await startClockQueue(client, user);
    setOnline(false);
    const inKey = await keepClock(entry('clock-in', TAP));
    await keepClock(entry('clock-out', TAP + 60_000));
    setOnline(true);
    await retryClockQueue();
    expect(sent.map((s) => s.what)).toEqual(['upload', 'attendance.clockIn']);
    await retryClockQueue();
    await queueSettled();
    expect(sent.map((s) => s.what)).toEqual([
      'upload',
      'attendance.clockIn',
      'attendance.clockIn',
      'attendance.clockOut',
    ]);
    expect(sent.filter((s) => s.what === 'attendance.clockIn').map((s) => s.key)).toEqual([inKey, inKey]);
  });

  it('a refused clock-in stays on the phone with the reason, its clock-out too, across a restart, until dismissed', async () => {
    const user = `u${++users}`;
    const { sent, client } = fakeClient((what) =>
      what === 'attendance.clockIn'
        ? apiError({
            kind: 'validation',
            status: 400,
            endpointId: what,
            message: null,
            serverMessage: 'Waktu absen ditolak',
          })
        : null,
    );
    setOnline(false);
    await startClockQueue(client, user);
    const inKey = await keepClock(entry('clock-in', TAP));
    await keepClock(entry('clock-out', TAP + 60_000));
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    expect(sent.map((s) => s.what)).toEqual(['upload', 'attendance.clockIn']);
    expect(clockQueueStore.refused.map((r) => [r.type, r.reason])).toEqual([
      ['clock-in', 'Waktu absen ditolak'],
      ['clock-out', 'Absen masuk tidak diterima, sehingga absen keluar ini tidak dapat dikirim'],
    ]);
    resetClockQueue();
    await startClockQueue(client, user);
    expect(clockQueueStore.refused).toHaveLength(2);
    await dismissRefused(inKey);
    resetClockQueue();
    await startClockQueue(client, user);
    expect(clockQueueStore.refused.map((r) => r.type)).toEqual(['clock-out']);
  });

  it('a kept entry survives a restart (IndexedDB, photo included) and is sent on start', async () => {
    const user = `u${++users}`;
    const first = fakeClient();
    setOnline(false);
    await startClockQueue(first.client, user);
    const key = await keepClock(entry('clock-in', TAP));
    resetClockQueue();
    setOnline(true);
    const second = fakeClient();
    await startClockQueue(second.client, user);
    await queueSettled();
    expect(first.sent).toEqual([]);
    expect(second.sent.map((s) => [s.what, s.key])).toEqual([
      ['upload', undefined],
      ['attendance.clockIn', key],
    ]);
  });

  it('a 401 keeps the entry for after the next sign-in', async () => {
    const user = `u${++users}`;
    const { client } = fakeClient((what) =>
      what === 'attendance.clockIn'
        ? apiError({ kind: 'unauthorized', status: 401, endpointId: what, message: null })
        : null,
    );
    await startClockQueue(client, user);
    await keepClock(entry('clock-in', TAP));
    await retryClockQueue();
    expect(clockQueueStore.queue?.pending).toHaveLength(1);
    expect(clockQueueStore.refused).toEqual([]);
  });

  it('opens at app start for the employee remembered with this session, never with another session', async () => {
    const user = `u${++users}`;
    const first = fakeClient();
    setOnline(false);
    await startClockQueueFor(first.client, user, 'token-a');
    const key = await keepClock(entry('clock-in', TAP));
    resetClockQueue();
    setOnline(true);
    const other = fakeClient();
    // another sign-in on the phone: this user's entries are not sent with its token
    expect(await resumeClockQueue(other.client, 'token-b')).toBe(false);
    expect(clockQueueStore.queue).toBeNull();
    const again = fakeClient();
    expect(await resumeClockQueue(again.client, 'token-a')).toBe(true);
    await queueSettled();
    expect(again.sent.map((s) => [s.what, s.key])).toEqual([
      ['upload', undefined],
      ['attendance.clockIn', key],
    ]);
    stopClockQueue();
    expect(await resumeClockQueue(again.client, 'token-a')).toBe(false);
  });
});
