/**
 * Stock Firefox ESR (Debian's firefox-esr) over WebDriver BiDi, driven by puppeteer-core, headless. Each device is
 * a BiDi user context (its own cookies, storage and IndexedDB), so the employee's phone, the gate persona's phone,
 * the operator's and the console tablet never share a session.
 * Firefox's own test preferences stand in for the hardware a CI machine lacks: a fake camera (a generated video,
 * so the console's scan screen runs its camera path) and a fixed location 300 m from the mock's head office.
 */
import puppeteer, { type Browser, type BrowserContext, type KeyInput } from 'puppeteer-core';
import type { Engine, Key, Tab, Viewport } from './driver';

export const FIREFOX = '/usr/bin/firefox-esr';

const NEAR_OFFICE = { location: { lat: -6.2115, lng: 106.8456 }, accuracy: 20 };

const PREFS = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'geo.provider.network.url': `data:application/json,${JSON.stringify(NEAR_OFFICE)}`,
  'geo.prompt.testing': true,
  'geo.prompt.testing.allow': true,
  'permissions.default.geo': 1,
};

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: PREFS,
  });
  const contexts: BrowserContext[] = [];
  return {
    name: 'firefox',
    async device(viewport: Viewport): Promise<Tab> {
      const context = await browser.createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      return {
        async goto(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        async click(css) {
          await page.click(css);
        },
        async type(css, text) {
          await page.focus(css);
          await page.keyboard.down('Control');
          await page.keyboard.press('a');
          await page.keyboard.up('Control');
          await page.keyboard.press('Backspace');
          await page.keyboard.type(text);
        },
        async press(key: Key) {
          await page.keyboard.press(key as KeyInput);
        },
        async screenshot(css) {
          if (!css) return Buffer.from(await page.screenshot());
          const element = await page.$(css);
          if (!element) throw new Error(`no element ${css} to photograph`);
          return Buffer.from(await element.screenshot());
        },
        close: () => context.close(),
      };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
    },
  };
}
