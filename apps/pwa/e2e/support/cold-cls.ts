/**
 * Cumulative Layout Shift of one cold load, the way a phone sees it (both apps' cls-cold-load specs): a new
 * context (no cookies but the session's, no HTTP cache: cleared again through the DevTools protocol), DevTools
 * throttling (CPU 4× slower, slow 4G: 400 ms latency, 400 kbps each way) and the Layout Instability API: the
 * sum of every `layout-shift` entry's value that had no recent input, observed from the first paint (buffered)
 * until the page is quiet (no request for a second) and two frames have painted. The load must end on the address
 * measured (a redirect to another screen would measure that screen) and, when given, show the screen's landmark.
 * A screen the user opens from another one (the console's screens behind the PIN) is measured from that step on.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { CONCURRENT_LOADS, inTurns } from './in-turns';
import { watchNetwork } from './network-quiet';

export { CONCURRENT_LOADS, inTurns };

export const CLS_BUDGET = 0.02;

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
      if (!entry.hadRecentInput) window.__cls += entry.value;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        input: entry.hadRecentInput,
        nodes: (entry.sources || []).map((s) => s.node && s.node.nodeType === 1
          ? s.node.tagName.toLowerCase() + (s.node.className ? '.' + String(s.node.className).trim().split(/\\s+/).join('.') : '')
          : '#text'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export interface ColdLoad {
  cls: number;
  /**
   * Each shift: when (ms after navigation start), how much, whether it came right after an input (left out of `cls`
   * but for a screen opened by a step), and the elements that moved.
   */
  shifts: { at: number; value: number; input: boolean; nodes: string[] }[];
  ms: number;
}

export interface ColdLoadOptions {
  context: BrowserContextOptions;
  /** The session cookie, for a route behind the login. */
  cookies?: { name: string; value: string; url: string }[];
  path: string;
  /** The address (pathname and search) the load must end on; default `path`. */
  finalUrl?: string;
  /** What the screen shows once loaded (its heading): must be visible when the shifts are read. */
  landmark?: (page: Page) => Locator;
  /** The step that opens the screen from where the load landed (the console's PIN screen): shifts count from it on. */
  open?: (page: Page) => Promise<void>;
}

/** A page in a context of its own, with no HTTP cache and DevTools throttling on: nothing loaded yet. */
export async function coldPage(
  browser: Browser,
  options: Pick<ColdLoadOptions, 'context' | 'cookies'>,
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

/** Pathname and search of the page's address. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * One cold, throttled load of `path` in a context of its own (opened by `open` when given); its CLS and shifts once
 * the page is quiet, on the address expected, with the screen's landmark shown.
 */
export async function coldLoadCls(browser: Browser, options: ColdLoadOptions): Promise<ColdLoad> {
  const started = Date.now();
  const { context, page } = await coldPage(browser, options);
  const network = watchNetwork(page);
  try {
    await page.goto(options.path, { waitUntil: 'load' });
    // the boot script's signal that the first screen has loaded (index.html's; absent without one)
    await page.waitForFunction(() => (window as { __upahQuiet?: number }).__upahQuiet !== 0, null, {
      timeout: 60_000,
    });
    let from = 0;
    if (options.open) {
      await network.quiet();
      from = await page.evaluate(() => performance.now());
      await options.open(page);
    }
    await expect
      .poll(() => address(page), {
        message: `the load of ${options.path} ends on its address`,
        timeout: 30_000,
      })
      .toBe(options.finalUrl ?? options.path);
    if (options.landmark) await expect(options.landmark(page)).toBeVisible({ timeout: 30_000 });
    // a throttled load of a screen that loads more once it shows may still be downloading at 30 s while the other lane
    // runs a CPU-heavy spec (a CI run: /attendance/clockOut, 9 s alone): it has 60
    await network.quiet(1_000, 60_000);
    const load = await shiftsSoFar(page);
    if (!options.open) return { ...load, ms: Date.now() - started };
    const opened = load.shifts.filter((shift) => shift.at >= from && !shift.input);
    return {
      cls: opened.reduce((sum, shift) => sum + shift.value, 0),
      shifts: opened,
      ms: Date.now() - started,
    };
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
  const shifts = load.shifts.map(
    (s) =>
      `\n    ${s.value.toFixed(3)} at ${s.at} ms${s.input ? ' (after input)' : ''}: ${s.nodes.join(', ')}`,
  );
  return `CLS ${load.cls.toFixed(3)} ${path} (${(load.ms / 1000).toFixed(1)} s)${shifts.join('')}`;
}
