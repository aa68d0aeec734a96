/**
 * E2E helpers for a page whose clock is paused (Playwright's page.clock) so that a short-lived toast or notice
 * (SPEC §9: hidden after 2000 ms) does not race the checks made on it. Shared by the PWA and console suites.
 */

/** Waits for `locator` to show with the clock running, then pauses the page's clock at once. */
export async function pauseOnceShown(page, locator, expect) {
  await expect(locator).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 20);
}

/**
 * Runs `work` (e.g. axe, which waits on the page's timers) while the paused clock moves on in 5 ms steps until it is
 * done: a few hundred ms of page time at most, far below a toast's 2000 ms.
 */
export async function withPausedClockTicking(page, work) {
  let done = false;
  const running = work().finally(() => {
    done = true;
  });
  while (!done) {
    await page.clock.runFor(5);
    await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return running;
}
