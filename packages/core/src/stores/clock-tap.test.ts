// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError } from '../api/errors';
import { resetAttendance } from './attendance';
import { clockQueueStore, resetClockQueue, retryClockQueue, startClockQueue } from './clock-queue';
import { clockStore, recordFix, resetClockState } from './clock-state';
import { tapClock } from './clock-tap';
import { queueSettled, setOnline } from './clock-test-support';
import { recordServerDate, resetServerClock } from './server-clock';
import { type FakeCall, fakeClient } from './test-client';

/** The calls to `id`: their Idempotency-Key and body. */
const sentTo = (calls: FakeCall[], id: string) =>
  calls
    .filter((c) => c.id === id)
    .map((c) => ({ key: c.options?.idempotencyKey, body: (c.input as { body?: unknown }).body }));
const lost = (kind: 'network' | 'timeout', id: string) => apiError({ kind, endpointId: id, message: null });

const TAP = Date.parse('2024-05-15T08:00:00+07:00');
const selfie = () => new Blob(['jpeg'], { type: 'image/jpeg' });
let users = 0;

/** Taps Kirim for a clock-in (key 'form-key', at TAP, with signal) and expects it kept, the form back at idle. */
async function expectKeptClockIn(client: ReturnType<typeof fakeClient>['client']): Promise<void> {
  const outcome = await tapClock(client, {
    type: 'clock-in',
    schedule: { id: 7, presenceId: null },
    photo: selfie(),
    online: true,
    idempotencyKey: 'form-key',
    now: TAP,
  });
  expect(outcome).toBe('kept');
  expect(clockStore.status).toBe('idle');
  expect(clockStore.error).toBeNull();
}

beforeEach(() => {
  resetAttendance();
  resetClockState();
  resetServerClock();
  recordFix({ lat: -6.2, long: 106.8, accuracy: 12, timestamp: TAP - 2000 });
});
afterEach(() => {
  resetClockQueue();
  setOnline(true);
});

describe('clock-in with signal that fails on the way (DESIGN "Offline on the phone", SPEC §4 send status)', () => {
  it('a network error while the phone says online keeps the tap with the same key and the same body, then sends it once', async () => {
    const { calls, uploads, client } = fakeClient((id, n) =>
      id === 'attendance.clockIn' && n === 1 ? lost('network', id) : {},
    );
    await startClockQueue(client, `t${++users}`);
    recordServerDate(new Date(TAP + 61_000).toUTCString(), TAP);
    setOnline(false); // the queue must not send before the test looks
    await expectKeptClockIn(client);
    expect(clockQueueStore.queue?.pending.map((p) => [p.kind, p.idempotencyKey])).toEqual([
      ['clock-in', 'form-key'],
    ]);
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    const clockIns = sentTo(calls, 'attendance.clockIn');
    expect(clockIns.map((c) => c.key)).toEqual(['form-key', 'form-key']);
    // a server that got the first call answers the second from its key: only with the same body
    expect(clockIns[1]?.body).toEqual(clockIns[0]?.body);
    expect(clockIns[0]?.body).toMatchObject({
      clientTime: '2024-05-15T08:00:00+07:00',
      clockOffsetMs: 61_000,
      photo: '/files/selfie.jpg',
    });
    expect(clockIns[0]?.body).not.toHaveProperty('offline');
    // the selfie went up once
    expect(uploads).toHaveLength(1);
    expect(clockQueueStore.accepted).toBe(1);
  });

  it('a timeout of the clock-out keeps it the same way', async () => {
    const { calls, client } = fakeClient((id, n) =>
      id === 'attendance.clockOut' && n === 1 ? lost('timeout', id) : {},
    );
    await startClockQueue(client, `t${++users}`);
    const outcome = await tapClock(client, {
      type: 'clock-out',
      schedule: { id: 7, presenceId: 42 },
      photo: null,
      online: true,
      idempotencyKey: 'out-key',
      now: TAP,
    });
    expect(outcome).toBe('kept');
    await queueSettled();
    const clockOuts = sentTo(calls, 'attendance.clockOut');
    expect(clockOuts.map((c) => c.key)).toEqual(['out-key', 'out-key']);
    expect(clockOuts[1]?.body).toEqual(clockOuts[0]?.body);
  });

  it('a refusal is shown on the form and nothing is kept', async () => {
    const { client } = fakeClient((id) =>
      id === 'attendance.clockIn'
        ? apiError({
            kind: 'conflict',
            status: 409,
            endpointId: id,
            message: null,
            serverMessage: 'Anda sudah absen masuk untuk jadwal ini',
          })
        : {},
    );
    await startClockQueue(client, `t${++users}`);
    const outcome = await tapClock(client, {
      type: 'clock-in',
      schedule: { id: 7, presenceId: null },
      photo: selfie(),
      online: true,
      idempotencyKey: 'k',
      now: TAP,
    });
    expect(outcome).toBe('failed');
    expect(clockStore.error).toBe('Anda sudah absen masuk untuk jadwal ini');
    expect(clockQueueStore.queue?.pending).toEqual([]);
  });

  it('with no signal the tap is kept at once, marked offline', async () => {
    const { calls, client } = fakeClient();
    setOnline(false);
    await startClockQueue(client, `t${++users}`);
    expect(
      await tapClock(client, {
        type: 'clock-in',
        schedule: { id: 7, presenceId: null },
        photo: selfie(),
        online: false,
        idempotencyKey: 'k',
        now: TAP,
      }),
    ).toBe('kept');
    expect(calls).toEqual([]);
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    expect(sentTo(calls, 'attendance.clockIn')[0]?.body).toMatchObject({ offline: true });
  });
});

describe('a send that cannot be fetched (DESIGN "Offline on the phone": the send loads with the tap that sends)', () => {
  it('a clock-in whose send cannot be loaded is kept with the tap time, then sent once by the queue', async () => {
    vi.doMock('./clock-submit', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/clock-submit.js');
    });
    onTestFinished(() => {
      vi.doUnmock('./clock-submit');
    });
    const { calls, client } = fakeClient(() => ({}));
    await startClockQueue(client, 'unreachable-send');
    setOnline(false); // the queue must not send before the test looks
    await expectKeptClockIn(client);
    expect(calls.filter((c) => c.id === 'attendance.clockIn')).toEqual([]);
    expect(clockQueueStore.queue?.pending.map((p) => p.kind)).toEqual(['clock-in']);
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    const clockIns = calls.filter((c) => c.id === 'attendance.clockIn');
    expect(clockIns).toHaveLength(1);
    expect(clockIns[0]?.input).toMatchObject({ body: { clientTime: '2024-05-15T08:00:00+07:00' } });
    expect(clockQueueStore.accepted).toBe(1);
  });
});
