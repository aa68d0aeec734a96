// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import {
  dismissRefused,
  keepClock,
  resetClockQueue,
  retryClockQueue,
  startClockQueue,
  startClockQueueFor,
  stopClockQueue,
} from './clock-queue';
import { clockEntriesKept, ownerOf } from './clock-queue-kept';
import { entry, fakeClient, queueSettled, resetQueueAfterEach, setOnline, TAP } from './clock-test-support';

let users = 0;
resetQueueAfterEach();

describe('clockEntriesKept: whether the phone holds clock entries, read without the queue', () => {
  it('nothing for an employee who never kept an entry, or whose entries were all sent', async () => {
    const user = `k${++users}`;
    expect(await clockEntriesKept(user)).toBe(false);
    const { client } = fakeClient();
    await startClockQueue(client, user);
    expect(await clockEntriesKept(user)).toBe(false);
    await keepClock(entry('clock-in', TAP));
    await queueSettled();
    expect(await clockEntriesKept(user)).toBe(false);
  });

  it('an entry kept with no signal, until it is sent', async () => {
    const user = `k${++users}`;
    const { client } = fakeClient();
    setOnline(false);
    await startClockQueue(client, user);
    await keepClock(entry('clock-in', TAP));
    resetClockQueue();
    expect(await clockEntriesKept(user)).toBe(true);
    expect(await clockEntriesKept(`k${++users}`)).toBe(false);
    setOnline(true);
    await startClockQueue(client, user);
    await queueSettled();
    expect(await clockEntriesKept(user)).toBe(false);
  });

  it('a refused entry until the employee dismisses it', async () => {
    const user = `k${++users}`;
    const { client } = fakeClient((what) =>
      what === 'attendance.clockIn'
        ? apiError({ kind: 'validation', status: 400, endpointId: what, message: null })
        : null,
    );
    setOnline(false);
    await startClockQueue(client, user);
    const key = await keepClock(entry('clock-in', TAP));
    setOnline(true);
    await retryClockQueue();
    await queueSettled();
    expect(await clockEntriesKept(user)).toBe(true);
    await dismissRefused(key);
    expect(await clockEntriesKept(user)).toBe(false);
  });

  it('the owner remembered for a session token, never for another, forgotten on sign-out', async () => {
    const user = `k${++users}`;
    const { client } = fakeClient();
    await startClockQueueFor(client, user, 'token-1');
    expect(await ownerOf('token-1')).toBe(user);
    expect(await ownerOf('token-2')).toBeNull();
    stopClockQueue();
    await queueSettled();
    expect(await ownerOf('token-1')).toBeNull();
  });
});
