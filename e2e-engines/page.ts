/**
 * What the steps say to a page, on top of a driver's Tab: find by role and name, label or test id (./in-page.js,
 * the same code in every engine), wait for what a user would see, act natively, and fail with a plain message.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '../scripts/axe-wcag.mjs';
import type { Key, Tab } from './driver';

const IN_PAGE = readFileSync(new URL('./in-page.js', import.meta.url), 'utf8');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How an element is found (in-page.js findAll). */
export interface Query {
  role?: string;
  name?: string;
  nameHas?: string;
  has?: string;
  level?: number;
  label?: string;
  testId?: string;
  css?: string;
  within?: Query;
  nth?: number;
  hidden?: boolean;
}

/** How long a step waits for what it expects (WebKit under Xvfb on a shared 2-core machine is the slow one). */
export const WAIT_MS = Number(process.env.E2E_ENGINES_WAIT_MS ?? 15_000);

export class StepFailure extends Error {}

export function fail(message: string): never {
  throw new StepFailure(message);
}

export function describe(q: Query): string {
  const parts = Object.entries(q)
    .filter(([key]) => key !== 'within')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return `{${parts.join(' ')}}${q.within ? ` in ${describe(q.within)}` : ''}`;
}

export class Page {
  /** What this page was last asked to do or wait for (a step that overruns names it). */
  doing = '';

  constructor(
    readonly tab: Tab,
    readonly baseUrl: string,
  ) {}

  /** Calls in-page.js's `fn` with JSON arguments. */
  call<T>(fn: string, ...args: unknown[]): Promise<T> {
    const list = args.map((a) => JSON.stringify(a)).join(', ');
    return this.tab.evaluate<T>(`(() => { ${IN_PAGE}\nreturn window.__upahE2e.${fn}(${list}); })()`);
  }

  goto(path: string): Promise<void> {
    this.doing = `go to ${path}`;
    return this.tab.goto(new URL(path, this.baseUrl).href);
  }

  /** Polls `probe` until it returns something other than null, undefined or false; fails with `what` after the wait. */
  async until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = WAIT_MS): Promise<T> {
    this.doing = what;
    const deadline = Date.now() + ms;
    let last: unknown;
    for (;;) {
      try {
        const value = await probe();
        if (value !== null && value !== undefined && value !== false) return value;
        last = value;
      } catch (error) {
        // a navigation in progress: the page's context is being replaced
        last = error instanceof Error ? error.message : error;
      }
      if (Date.now() > deadline) fail(`waited ${ms / 1000} s for ${what} (last: ${JSON.stringify(last)})`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async visible(q: Query, ms?: number): Promise<void> {
    await this.until(
      `${describe(q)} to be visible`,
      async () => (await this.call<number>('count', q)) > 0,
      ms,
    );
  }

  async gone(q: Query): Promise<void> {
    await this.until(`${describe(q)} to go`, async () => (await this.call<number>('count', q)) === 0);
  }

  async path(pattern: RegExp): Promise<void> {
    await this.until(`the path to match ${pattern}`, async () =>
      pattern.test(await this.call<string>('path')),
    );
  }

  /** Waits until the element's text is exactly `expected`. */
  async text(q: Query, expected: string): Promise<void> {
    let seen: string | null = null;
    await this.until(`${describe(q)} to read ${JSON.stringify(expected)}`, async () => {
      seen = await this.call<string | null>('text', q);
      return seen === expected;
    }).catch(() =>
      fail(`${describe(q)} reads ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`),
    );
  }

  /** Waits until the texts of every element `q` finds are exactly `expected`, in order. */
  async texts(q: Query, expected: string[], read: 'texts' | 'names' = 'texts'): Promise<void> {
    let seen: string[] = [];
    await this.until(`${describe(q)} to be ${JSON.stringify(expected)}`, async () => {
      seen = await this.call<string[]>(read, q);
      return JSON.stringify(seen) === JSON.stringify(expected);
    }).catch(() => fail(`${describe(q)} are ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`));
  }

  /** The texts of the links in the navigation landmark named `navigation`, in order (as `texts`). */
  async links(navigation: string, expected: string[]): Promise<void> {
    await this.texts({ role: 'link', within: { role: 'navigation', name: navigation } }, expected);
  }

  async attr(q: Query, name: string, expected: string, ms?: number): Promise<void> {
    await this.until(
      `${describe(q)} ${name}="${expected}"`,
      async () => (await this.call<string | null>('attr', q, name)) === expected,
      ms,
    );
  }

  /** A selector for the element of `q`, once it is there. */
  mark(q: Query, ms?: number): Promise<string> {
    return this.until(`${describe(q)} to act on`, () => this.call<string | null>('mark', q), ms);
  }

  /** A native click; again on the element found anew when a render replaced it between finding and clicking. */
  async click(q: Query): Promise<void> {
    await this.until(`${describe(q)} to take a click`, async () => {
      const css = await this.mark(q);
      this.doing = `click ${describe(q)}`;
      await this.tab.click(css);
      return true;
    });
  }

  /**
   * Follows a link or tab to `path`: clicks, and clicks again when the path has not changed within 5 s (a click
   * that landed while the page was still moving; safe for navigation, never used for a submit).
   */
  async follow(q: Query, path: RegExp): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.click(q);
      try {
        await this.until(
          `the path to match ${path}`,
          async () => path.test(await this.call<string>('path')),
          5_000,
        );
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** Follows a link to the screen at `path` (as `follow`) and waits for its page heading (h1) `heading`. */
  async open(q: Query, path: RegExp, heading: string): Promise<void> {
    await this.follow(q, path);
    await this.visible({ role: 'heading', level: 1, name: heading });
  }

  async fill(q: Query, text: string): Promise<void> {
    const css = await this.mark(q);
    this.doing = `type into ${describe(q)}`;
    await this.tab.type(css, text);
    await this.until(`${describe(q)} to hold ${JSON.stringify(text)} after typing it`, async () => {
      return (await this.call<string | null>('value', q)) === text;
    });
  }

  /** A date, time or select value set as its picker sets it (no engine types into a date picker alike). */
  async pick(q: Query, value: string): Promise<void> {
    await this.mark(q);
    await this.call<boolean>('setValue', q, value);
    // a controlled field shows the store's value after its next render
    await this.until(`${describe(q)} to hold ${value}`, async () => (await this.call('value', q)) === value);
  }

  async selectIndex(q: Query, index: number): Promise<void> {
    await this.until(`${describe(q)} option ${index}`, () => this.call<boolean>('selectIndex', q, index));
  }

  async press(q: Query, key: Key, times = 1): Promise<void> {
    await this.mark(q);
    if (!(await this.call<boolean>('focus', q))) fail(`${describe(q)} did not take focus`);
    this.doing = `press ${key} in ${describe(q)}`;
    for (let i = 0; i < times; i++) await this.tab.press(key);
  }

  /** axe-core, WCAG 2 A and AA (scripts/axe-wcag.mjs's rules), in this engine: no violations. */
  async axe(): Promise<void> {
    this.doing = 'axe';
    if (!(await this.tab.evaluate<boolean>("'axe' in window")))
      await this.tab.evaluate(`(() => { ${AXE_SOURCE}\n return true; })()`);
    const found = await this.tab.evaluate<string[]>(
      `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')))`,
    );
    if (found.length > 0) fail(`axe violations on ${await this.call<string>('path')}: ${found.join('; ')}`);
  }
}
