import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, afterLoadIdle } from './after-load-idle';

describe('afterLoadIdle / afterFirstScreen (start-up work off the first screen)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the fallback timer runs the work
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.__upahQuiet;
  });

  it('afterLoadIdle: on a loaded page without requestIdleCallback, after the fallback timer', () => {
    const work = vi.fn();
    afterLoadIdle(work, { fallbackMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('afterFirstScreen waits for the boot script’s upah:quiet while __upahQuiet is 0, then for idle', () => {
    window.__upahQuiet = 0;
    const work = vi.fn();
    afterFirstScreen(work, { fallbackMs: 100 });
    vi.advanceTimersByTime(60_000);
    expect(work).not.toHaveBeenCalled();
    window.__upahQuiet = 1;
    window.dispatchEvent(new Event('upah:quiet'));
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    // once only
    window.dispatchEvent(new Event('upah:quiet'));
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('afterFirstScreen is afterLoadIdle once quiet, or without the boot script (dev server, tests)', () => {
    const work = vi.fn();
    afterFirstScreen(work, { fallbackMs: 100 });
    window.__upahQuiet = 1;
    afterFirstScreen(work, { fallbackMs: 100 });
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
