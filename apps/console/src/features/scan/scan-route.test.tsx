/**
 * Scan mode's camera start: the decoder starts once codes can be checked against the
 * subordinates, at once when an earlier visit cached them, else after their first load has settled.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
vi.mock('@upah/ui/qr-scanner', () => ({
  startQrScanner: (...args: unknown[]) => {
    started(...args);
    return new Promise(() => {});
  },
}));

let settle: () => void = () => {};
vi.mock('../../lib/subordinates', async () => {
  const { proxy } = await import('valtio');
  const subordinatesStore = proxy({ subordinates: [] as unknown[] });
  return {
    subordinatesStore,
    loadSubordinates: () =>
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
  };
});
vi.mock('../../lib/presence-queue', async () => {
  const { proxy } = await import('valtio');
  return { presenceQueue: { state: proxy({ pending: [], failed: [] }), start: async () => {} } };
});
vi.mock('./wake-lock', () => ({ useWakeLock: () => {} }));

const { subordinatesStore } = await import('../../lib/subordinates');
const { default: ScanRoute } = await import('./scan-route');

/**
 * Fake time moved past every wait the start can take (the idle callback's 1 s timeout, its 0 ms fallback), with
 * the promises between them settled: a camera that has not started by then is not waiting on time.
 */
const idle = () => act(() => vi.advanceTimersByTimeAsync(2_000));

describe('scan mode camera start', () => {
  beforeEach(() => {
    started.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    subordinatesStore.subordinates = [];
  });

  it('waits for the first load of the subordinates when none are cached', async () => {
    render(
      <MemoryRouter>
        <ScanRoute />
      </MemoryRouter>,
    );
    await idle();
    expect(started).not.toHaveBeenCalled();
    await act(async () => settle());
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at once with the subordinates cached by an earlier visit', async () => {
    subordinatesStore.subordinates = [{ id: 1, name: 'Budi', scheduleId: 3, shiftName: 'Pagi' }];
    render(
      <MemoryRouter>
        <ScanRoute />
      </MemoryRouter>,
    );
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
