/**
 * "The page is quiet": no request in flight and none started or finished for `quietMs`. Playwright's
 * `waitForLoadState('networkidle')` cannot say it after the first time: once reached, that state stays reached, so
 * it resolves at once while what loads after the first screen (the clock queue's runner, a summary's chunk) is still
 * on its way. Start watching before the navigation.
 */
import { expect, type Page } from '@playwright/test';

export function watchNetwork(page: Page): { quiet: (quietMs?: number, timeout?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    quiet: (quietMs = 1_000, timeout = 30_000) =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          message: `no request for ${quietMs} ms`,
          timeout,
          intervals: [100],
        })
        .toBe(true),
  };
}
