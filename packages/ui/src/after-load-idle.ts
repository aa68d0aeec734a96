/**
 * Runs `work` once the page has loaded and the main thread is next idle (requestIdleCallback, at the latest
 * `timeoutMs` later; a `fallbackMs` timer where the API is missing, as in Safari). For start-up work that must not
 * compete with the first screen: both apps register their service worker this way, whose install precaches every
 * chunk (and the console's decoder wasm) over the same link the first screen's requests use. Called after the load
 * event (index.html's boot script adds the app's entry after the first paint, usually after load), it waits for
 * idle only.
 */
export function afterLoadIdle(work: () => void, { timeoutMs = 10_000, fallbackMs = 3_000 } = {}): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    else window.setTimeout(work, fallbackMs);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

declare global {
  interface Window {
    /** index.html's boot script (scripts/boot-script.mjs): 0 while the first screen still loads, 1 once quiet. */
    __upahQuiet?: 0 | 1;
  }
}

/**
 * `afterLoadIdle`, but not before the first screen has finished loading: index.html's boot script tells when no
 * resource has finished for 500 ms after the entry, the route's chunks and the early GETs (`window.__upahQuiet`,
 * the `upah:quiet` event; at most ~30 s after the start). Work whose download would otherwise land in the middle of
 * the first screen's chain of chunks and data on a slow link waits for it: the PWA's service worker registration,
 * whose install precaches every chunk, and its clock queue's runner. Work that can be needed sooner needs its own
 * trigger beside it (the runner also starts as soon as the clock screen keeps an entry with no signal, so the
 * background sync is asked for before the employee can close the app). Without the boot script (dev server, tests)
 * it is `afterLoadIdle`.
 */
export function afterFirstScreen(
  work: () => void,
  options?: { timeoutMs?: number; fallbackMs?: number },
): void {
  if (window.__upahQuiet !== 0) {
    afterLoadIdle(work, options);
    return;
  }
  window.addEventListener('upah:quiet', () => afterLoadIdle(work, options), { once: true });
}
