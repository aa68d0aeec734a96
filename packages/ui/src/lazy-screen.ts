/**
 * Lazy screens the first render waits for, so a cold load goes from the splash straight to the screen (both apps'
 * main.tsx and route tables).
 *
 * A React.lazy screen rendered before its chunk has loaded commits its Suspense fallback, and React then holds the
 * content that replaces a fallback until 300 ms after the fallback appeared (FALLBACK_THROTTLE_MS). Its loader is
 * called only when React first renders it, and a dynamic import() resolves a task later even when the module is
 * preloaded, so every lazy level of the opened route showed a spinner first: a cold load of /attendance went
 * splash → spinner → spinner → screen, about 550 ms after its code and data were there.
 *
 * `lazyScreen` is a lazy component whose loader is exposed (`load`: called once, later calls return the same
 * promise) and whose render reads that promise with `use`: once it has resolved, the screen renders at once, with no
 * Suspense fallback; before, it suspends like React.lazy. `preloadMatch` starts the loaders of what a route table
 * shows at a path (react-router's `matchRoutes` of that table), which main.tsx awaits before the first render.
 */
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  isValidElement,
  type ReactNode,
  use,
} from 'react';

/** A lazy screen's module: its component, and optionally `preload(pathname)`, which starts the chunks of the
 * screen it shows at `pathname` (an area's own lazy screens). */
export interface ScreenModule<C> {
  default: C;
  preload?: (pathname: string) => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy accepts
export type LazyScreen<C extends ComponentType<any>> = ((props: ComponentProps<C>) => ReactNode) & {
  /** Starts the chunk once; later calls return the same promise. */
  load: () => Promise<ScreenModule<C>>;
};

/** A promise carrying its outcome the way React's `use` reads it, so a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy accepts
export function lazyScreen<C extends ComponentType<any>>(
  load: () => Promise<ScreenModule<C>>,
): LazyScreen<C> {
  let started: Tracked<ScreenModule<C>> | undefined;
  const start = () => {
    if (!started) {
      const promise: Tracked<ScreenModule<C>> = load();
      promise.then(
        (module) => {
          promise.status = 'fulfilled';
          promise.value = module;
        },
        (reason) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      started = promise;
    }
    return started;
  };
  function LazyScreen(props: ComponentProps<C>) {
    const module: Promise<ScreenModule<C>> = start();
    return createElement(use(module).default, props);
  }
  return Object.assign(LazyScreen, { load: start });
}

/** The lazy screen `element` renders, when it is one (an element wrapping a screen, e.g. a gate, is not). */
function screenOf(element: ReactNode): LazyScreen<ComponentType> | null {
  if (!isValidElement(element)) return null;
  const type = element.type as Partial<LazyScreen<ComponentType>>;
  return typeof type.load === 'function' ? (type as LazyScreen<ComponentType>) : null;
}

/** What react-router's `matchRoutes` returns (this package does not import the router: the apps pass it in). */
type RouteMatches = ReadonlyArray<{ route: { element?: ReactNode } }> | null;

/**
 * Starts the chunks of what a route table shows at `pathname`, given `matches`, its `matchRoutes(table, pathname)`:
 * the deepest matched route's lazy screen, then its module's `preload(pathname)`. Resolves once they have loaded; a
 * failed chunk resolves too (the screen's own error handling shows it when React renders it).
 */
export async function preloadMatch(matches: RouteMatches, pathname: string): Promise<void> {
  const screen = screenOf(matches?.[matches.length - 1]?.route.element);
  if (!screen) return;
  try {
    const module = await screen.load();
    await module.preload?.(pathname);
  } catch {
    // Left to the screen: its render rethrows the same failure into the route's error handling.
  }
}

/** Calls `render` once `ready` settles, or after `capMs` at the latest (a slow chunk then shows its fallback). */
export function renderWhenReady(ready: Promise<unknown>, render: () => void, capMs = 5_000): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    render();
  };
  ready.then(go, go);
  window.setTimeout(go, capMs);
}
