/**
 * @upah/ui/lazy-screen: lazy screens the first render waits for (main.tsx renders once the opened route's chunks
 * are here, so its lazy levels never commit a Suspense fallback, which React would then hold for 300 ms).
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadMatch, renderWhenReady } from './lazy-screen';

/** A lazy screen over a loader the test resolves, and a fallback that counts its renders. */
function makeScreen(name: string) {
  let resolve: () => void = () => undefined;
  const preload = vi.fn();
  const loader = vi.fn(
    () =>
      new Promise<{ default: (props: { who: string }) => React.ReactNode; preload: typeof preload }>(
        (done) => {
          resolve = () => done({ default: ({ who }) => <p>{`${name} ${who}`}</p>, preload });
        },
      ),
  );
  return { Screen: lazyScreen(loader), loader, preload, resolve: () => resolve() };
}

function renderInSuspense(node: React.ReactNode) {
  const fallbacks: number[] = [];
  function Fallback() {
    fallbacks.push(1);
    return <p>Memuat…</p>;
  }
  return { fallbacks, view: <Suspense fallback={<Fallback />}>{node}</Suspense> };
}

describe('lazyScreen', () => {
  it('loads its chunk once, whether started by load() or by rendering', async () => {
    const { Screen, loader, resolve } = makeScreen('Beranda');
    const first = Screen.load();
    expect(Screen.load()).toBe(first);
    resolve();
    await first;
    render(<Screen who="Budi" />);
    expect(screen.getByText('Beranda Budi')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its Suspense fallback, when its chunk has loaded before the first render', async () => {
    const { Screen, resolve } = makeScreen('Absensi');
    const loaded = Screen.load();
    resolve();
    await loaded;
    const { fallbacks, view } = renderInSuspense(<Screen who="Budi" />);
    await act(async () => {
      startTransition(() => {
        render(view);
      });
    });
    expect(screen.getByText('Absensi Budi')).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });

  it('suspends like React.lazy when it renders before its chunk: the fallback, then the screen', async () => {
    const { Screen, resolve } = makeScreen('Absensi');
    const { fallbacks, view } = renderInSuspense(<Screen who="Siti" />);
    await act(async () => {
      render(view);
    });
    expect(screen.getByText('Memuat…')).toBeTruthy();
    await act(async () => {
      resolve();
      await Screen.load();
    });
    // React holds the content that replaces a committed fallback for up to 300 ms (what preloading avoids)
    expect(await screen.findByText('Absensi Siti', undefined, { timeout: 3000 })).toBeTruthy();
    expect(fallbacks.length).toBeGreaterThan(0);
  });
});

describe('preloadMatch', () => {
  const home = makeScreen('Beranda');
  const area = makeScreen('Area');
  const routes: RouteObject[] = [
    { path: '/dashboard/:index', element: <home.Screen who="x" /> },
    { path: '/attendance/*', element: <area.Screen who="x" /> },
    { path: '*', element: <Navigate to="/dashboard/0" replace /> },
  ];

  it('starts the matched screen, then its module’s preload with the same path, and resolves once both are done', async () => {
    const done = preloadMatch(matchRoutes(routes, '/attendance/clockIn'), '/attendance/clockIn');
    expect(area.loader).toHaveBeenCalledTimes(1);
    expect(home.loader).not.toHaveBeenCalled();
    area.resolve();
    await done;
    expect(area.preload).toHaveBeenCalledWith('/attendance/clockIn');
  });

  it('starts nothing for a route that renders no lazy screen (a redirect) or for no match', async () => {
    await preloadMatch(matchRoutes(routes, '/somewhere'), '/somewhere');
    await preloadMatch(null, '/');
    expect(home.loader).not.toHaveBeenCalled();
  });

  it('resolves when the chunk fails: the screen shows that failure when it renders', async () => {
    const Failing = lazyScreen(() => Promise.reject(new Error('offline')));
    await expect(preloadMatch([{ route: { element: <Failing /> } }], '/x')).resolves.toBeUndefined();
  });
});

describe('renderWhenReady', () => {
  it('renders once when the chunks are here', async () => {
    const render = vi.fn();
    renderWhenReady(Promise.resolve(), render, 5_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders after the cap when the chunks do not arrive, and not again when they do', async () => {
    vi.useFakeTimers();
    try {
      let arrive: () => void = () => undefined;
      const render = vi.fn();
      renderWhenReady(
        new Promise<void>((done) => {
          arrive = done;
        }),
        render,
        5_000,
      );
      vi.advanceTimersByTime(4_999);
      expect(render).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(render).toHaveBeenCalledTimes(1);
      arrive();
      await vi.runAllTimersAsync();
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
