/**
 * The app shell's clock queue starter (DESIGN "Offline on the phone"): the runner starts once the first screen has
 * loaded, or at once when the clock screen keeps an entry with no signal (its background sync must be asked for
 * before the app can be closed); once per session; sign-out stops it, and a sign-out before its code arrived runs
 * nothing.
 */

import { act, cleanup, render } from '@testing-library/react';
import { sessionStore } from '@upah/core/stores/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEPT_EVENT } from '../lib/clock-kept-event';

const firstScreen = vi.hoisted(() => ({ loaded: [] as (() => void)[] }));
const runner = vi.hoisted(() => ({ runClockQueue: vi.fn(), stop: vi.fn() }));

vi.mock('@upah/ui/after-load-idle', () => ({
  afterFirstScreen: (work: () => void) => firstScreen.loaded.push(work),
}));
vi.mock('../lib/clock-queue-runner', () => ({ runClockQueue: runner.runClockQueue }));

const { ClockQueueStarter } = await import('./app-shell');

/** Lets the runner's dynamic import resolve. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  firstScreen.loaded = [];
  runner.runClockQueue.mockReset().mockReturnValue(runner.stop);
  runner.stop.mockReset();
  sessionStore.token = 'token-a';
});
afterEach(() => {
  cleanup();
  sessionStore.token = null;
});

describe('ClockQueueStarter', () => {
  it('starts the runner once the first screen has loaded, not before', async () => {
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
