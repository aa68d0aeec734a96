/**
 * E2E helpers for a page whose clock is paused (Playwright's page.clock) so that a short-lived toast or notice
 * (SPEC §9: hidden after 2000 ms) does not race the checks made on it. Shared by the PWA and console suites.
 */

/**
 * Waits for `locator` to show with the clock running, then pauses the page's clock at once. The page's clock runs on
 * between reading it and pausing it: on a loaded machine it can pass the target first, which Playwright refuses
 * ("Cannot fast-forward to the past"); then the pause is asked again a little further on (20, 40 … 640 ms, all well
 * inside a toast's 2000 ms).
 */
export async function pauseOnceShown(page, locator, expect) {
  await expect(locator).toBeVisible();
  for (let ahead = 20; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead >= 640 || !String(error).includes('to the past')) throw error;
    }
  }
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
