// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import {
  clockQueueStore,
  keepClock,
  resetClockQueue,
  retryClockQueue,
  startClockQueue,
  startClockQueueFor,
} from './clock-queue';
import { sendKeptClockEntries, syncShouldRetry } from './clock-queue-sync';
import { entry, fakeClient, resetQueueAfterEach, setOnline, TAP } from './clock-test-support';

let users = 0;
resetQueueAfterEach();

/** The page kept a clock-in with no signal for `user` signed in with `token`, then the app was closed. */
async function keptThenClosed(user: string, token: string): Promise<string> {
  setOnline(false);
  await startClockQueueFor(fakeClient().client, user, token);
  const key = await keepClock(entry('clock-in', TAP));
  resetClockQueue();
  setOnline(true);
  return key;
}

describe('background sync of the kept clock entries (DESIGN "Offline on the phone")', () => {
  it('sends the kept clock-in of the employee remembered for the session, once, with its key and the offline flag', async () => {
    const user = `sync${++users}`;
    const key = await keptThenClosed(user, 'token-a');
    const worker = fakeClient();
    expect(await sendKeptClockEntries(worker.client, 'token-a')).toBe('sent');
    expect(worker.sent.map((s) => [s.what, s.key])).toEqual([
      ['upload', undefined],
      ['attendance.clockIn', key],
    ]);
    expect(worker.sent[1]?.body).toMatchObject({ clientTime: '2024-05-15T08:00:00+07:00', offline: true });
    // the worker closes the queue it opened; nothing is left for the page to send
    expect(clockQueueStore.queue).toBeNull();
    const page = fakeClient();
    await startClockQueue(page.client, user);
    expect(clockQueueStore.queue?.pending).toEqual([]);
    expect(page.sent).toEqual([]);
  });

  it('sends nothing for another session on the phone', async () => {
    await keptThenClosed(`sync${++users}`, 'token-a');
    const worker = fakeClient();
    expect(await sendKeptClockEntries(worker.client, 'token-b')).toBe('nobody');
    expect(worker.sent).toEqual([]);
  });

  it('a network failure keeps the entry (the browser retries the sync; the page sends it later with the same key)', async () => {
    const user = `sync${++users}`;
    const key = await keptThenClosed(user, 'token-a');
    const worker = fakeClient((what) =>
      what === 'attendance.clockIn' ? apiError({ kind: 'network', endpointId: what, message: null }) : null,
    );
    expect(await sendKeptClockEntries(worker.client, 'token-a')).toBe('kept');
    const page = fakeClient();
    await startClockQueue(page.client, user);
    expect(clockQueueStore.queue?.pending.map((p) => p.idempotencyKey)).toEqual([key]);
    // the photo uploaded by the worker is not uploaded again
    await retryClockQueue();
    expect(page.sent.map((s) => [s.what, s.key])).toEqual([['attendance.clockIn', key]]);
  });

  it('two syncs at once share one run: the entry is sent once', async () => {
    const user = `sync${++users}`;
    await keptThenClosed(user, 'token-a');
    const worker = fakeClient();
    const [a, b] = await Promise.all([
      sendKeptClockEntries(worker.client, 'token-a'),
      sendKeptClockEntries(worker.client, 'token-a'),
    ]);
    expect([a, b]).toEqual(['sent', 'sent']);
    expect(worker.sent.filter((s) => s.what === 'attendance.clockIn')).toHaveLength(1);
  });

  it('the browser is asked to retry only while entries wait and it is not the last chance', () => {
    expect(syncShouldRetry('kept', false)).toBe(true);
    expect(syncShouldRetry('kept', true)).toBe(false);
    expect(syncShouldRetry('sent', false)).toBe(false);
    expect(syncShouldRetry('nobody', false)).toBe(false);
  });
});
