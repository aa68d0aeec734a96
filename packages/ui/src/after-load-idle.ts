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
