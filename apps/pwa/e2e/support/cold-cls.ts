/**
 * Cumulative Layout Shift of one cold load, the way a phone sees it (both apps' cls-cold-load specs): a new
 * context (no cookies but the session's, no HTTP cache: cleared again through the DevTools protocol), DevTools
 * throttling (CPU 4× slower, slow 4G: 400 ms latency, 400 kbps each way) and the Layout Instability API: the
 * sum of every `layout-shift` entry's value that had no recent input, observed from the first paint (buffered)
 * until the network has been idle and two frames have painted.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export const CLS_BUDGET = 0.02;

/**
 * Cold loads run side by side, each in its own context and throttled on its own: most of a throttled load is
 * waiting on the emulated network, so three at once take about a third of the time (the suite's budget).
 */
export const CONCURRENT_LOADS = 3;

/** `work` over `items`, at most `concurrency` at a time; the results in the items' order. */
export async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

/** Slow 4G as DevTools throttles it (bytes per second). */
const SLOW_4G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

const OBSERVE_SHIFTS = `
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        nodes: (entry.sources || []).map((s) => s.node && s.node.nodeType === 1
          ? s.node.tagName.toLowerCase() + (s.node.className ? '.' + String(s.node.className).trim().split(/\\s+/).join('.') : '')
          : '#text'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export interface ColdLoad {
  cls: number;
  /** Each shift: when (ms after navigation start), how much, and the elements that moved. */
  shifts: { at: number; value: number; nodes: string[] }[];
  ms: number;
}

export interface ColdLoadOptions {
  context: BrowserContextOptions;
  /** The session cookie, for a route behind the login. */
  cookies?: { name: string; value: string; url: string }[];
  path: string;
}

/** A page in a context of its own, with no HTTP cache and DevTools throttling on: nothing loaded yet. */
export async function coldPage(
  browser: Browser,
  options: Omit<ColdLoadOptions, 'path'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options.context);
  if (options.cookies) await context.addCookies(options.cookies);
  await context.addInitScript(OBSERVE_SHIFTS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** One cold, throttled load of `path` in a context of its own; its CLS and shifts once the network is idle. */
export async function coldLoadCls(browser: Browser, options: ColdLoadOptions): Promise<ColdLoad> {
  const started = Date.now();
  const { context, page } = await coldPage(browser, options);
  try {
    await page.goto(options.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return { ...(await shiftsSoFar(page)), ms: Date.now() - started };
  } finally {
    await context.close();
  }
}

/** The shifts observed so far, read after two more frames have painted. */
export function shiftsSoFar(page: Page): Promise<Omit<ColdLoad, 'ms'>> {
  return page.evaluate(
    () =>
      new Promise<Omit<ColdLoad, 'ms'>>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __cls: number; __shifts: ColdLoad['shifts'] };
            resolve({ cls: w.__cls, shifts: w.__shifts });
          }),
        ),
      ),
  );
}

/** "0.000 /attendance/ (3.1 s)" plus each shift, for the spec's log. */
export function clsLine(path: string, load: ColdLoad): string {
  const shifts = load.shifts.map((s) => `\n    ${s.value.toFixed(3)} at ${s.at} ms: ${s.nodes.join(', ')}`);
  return `CLS ${load.cls.toFixed(3)} ${path} (${(load.ms / 1000).toFixed(1)} s)${shifts.join('')}`;
}
