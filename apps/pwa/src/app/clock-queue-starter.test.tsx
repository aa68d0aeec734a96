/**
 * The app shell's clock queue starter (DESIGN "Offline on the phone"): once the first screen has loaded, a check
 * reads whether the phone holds clock entries, and the runner starts when it does, or at once when the clock screen
 * keeps an entry with no signal (its background sync must be asked for before the app can be closed); once per
 * session; sign-out stops it, and a sign-out before its code arrived runs nothing.
 */

import { act, cleanup, render } from '@testing-library/react';
import { sessionStore } from '@upah/core/stores/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEPT_EVENT } from '../lib/clock-kept-event';

const firstScreen = vi.hoisted(() => ({ loaded: [] as (() => void)[] }));
const runner = vi.hoisted(() => ({ runClockQueue: vi.fn(), stop: vi.fn() }));
/** What the check finds: `kept` entries on the phone; `stopped` once the starter stops watching. */
const check = vi.hoisted(() => ({ kept: false, stopped: 0, watching: [] as string[] }));

vi.mock('@upah/ui/after-load-idle', () => ({
  afterFirstScreen: (work: () => void) => firstScreen.loaded.push(work),
}));
vi.mock('../lib/clock-queue-runner', () => ({ runClockQueue: runner.runClockQueue }));
vi.mock('../lib/clock-queue-check', () => ({
  whenClockEntriesKept: (token: string, start: () => void) => {
    check.watching.push(token);
    if (check.kept) start();
    return () => {
      check.stopped += 1;
    };
  },
}));

const { ClockQueueStarter } = await import('./app-shell');

/** Lets the runner's dynamic import resolve. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  firstScreen.loaded = [];
  Object.assign(check, { kept: true, stopped: 0, watching: [] });
  runner.runClockQueue.mockReset().mockReturnValue(runner.stop);
  runner.stop.mockReset();
  sessionStore.token = 'token-a';
});
afterEach(() => {
  cleanup();
  sessionStore.token = null;
});

describe('ClockQueueStarter', () => {
  it('with nothing kept on the phone, checks once the first screen has loaded and never loads the runner', async () => {
    check.kept = false;
    render(<ClockQueueStarter />);
    await settle();
    expect(check.watching).toEqual([]);
    for (const work of firstScreen.loaded) work();
    await settle();
    expect(check.watching).toEqual(['token-a']);
    expect(runner.runClockQueue).not.toHaveBeenCalled();
    act(() => {
      sessionStore.token = null;
    });
    await settle();
    expect(check.stopped).toBe(1);
  });

  it('starts the runner once the first screen has loaded and the phone holds entries, not before', async () => {
    render(<ClockQueueStarter />);
    await settle();
    expect(runner.runClockQueue).not.toHaveBeenCalled();
    for (const work of firstScreen.loaded) work();
    await settle();
    expect(runner.runClockQueue).toHaveBeenCalledExactlyOnceWith('token-a');
  });

  it('starts it at once when the clock screen keeps an entry, and only once', async () => {
    render(<ClockQueueStarter />);
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    await settle();
    expect(runner.runClockQueue).toHaveBeenCalledExactlyOnceWith('token-a');
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    for (const work of firstScreen.loaded) work();
    await settle();
    expect(runner.runClockQueue).toHaveBeenCalledTimes(1);
  });

  it('stops the runner on sign-out', async () => {
    render(<ClockQueueStarter />);
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    await settle();
    act(() => {
      sessionStore.token = null;
    });
    await settle();
    expect(runner.stop).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when the sign-out came before the runner’s code, and no event starts it after', async () => {
    render(<ClockQueueStarter />);
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    act(() => {
      sessionStore.token = null;
    });
    await settle();
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    await settle();
    expect(runner.runClockQueue).not.toHaveBeenCalled();
  });

  it('signed out from the start: nothing waits for the first screen', async () => {
    sessionStore.token = null;
    render(<ClockQueueStarter />);
    dispatchEvent(new Event(CLOCK_KEPT_EVENT));
    await settle();
    expect(firstScreen.loaded).toHaveLength(0);
    expect(runner.runClockQueue).not.toHaveBeenCalled();
  });
});
