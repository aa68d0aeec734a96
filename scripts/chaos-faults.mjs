/**
 * The chaos run's faults (DESIGN.md "Security and exactly-once"), shared by the PWA's and the console's chaos
 * specs: every /api call of `page` gets the mock's fault headers, 20 % answers lost after the server saved them
 * (x-mock-drop-rate) plus 20 % 503s (x-mock-error-rate); the mock's dice are seeded (scripts/e2e-servers.mjs).
 * The first request of each write (each new Idempotency-Key) always loses its answer after the server saved it,
 * so every action meets the case the key exists for; its retries and every GET then take their chances.
 * While `tally.loseAll` names a path part, every write to a matching path loses its answer, retries included:
 * the whole tap fails after the server saved it, and the user taps again (the case a key kept per content is for).
 * The tally counts what the browser saw; `report` prints it as the run's figures.
 */
export const FAULTS = { 'x-mock-error-rate': '0.2', 'x-mock-drop-rate': '0.2' };
const FIRST = { 'x-mock-error-rate': '0', 'x-mock-drop-rate': '1' };

const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/');

/** Starts the faults on `page`; returns the tally it fills (`actions`, `taps` and `records` are the spec's). */
export async function withFaults(page) {
  const tally = { actions: 0, taps: 0, records: 0, writes: 0, dropped: 0, unavailable: 0, loseAll: null };
  const seen = new Set();
  await page.route('**/api/**', (route) => {
    const headers = route.request().headers();
    const key = headers['idempotency-key'];
    const first = key !== undefined && !seen.has(key);
    if (key !== undefined) seen.add(key);
    const lost = tally.loseAll !== null && key !== undefined && route.request().url().includes(tally.loseAll);
    return route.continue({ headers: { ...headers, ...(first || lost ? FIRST : FAULTS) } });
  });
  page.on('request', (r) => {
    if (isApi(r) && r.method() !== 'GET') tally.writes += 1;
  });
  page.on('requestfailed', (r) => {
    if (isApi(r) && r.method() !== 'GET') tally.dropped += 1;
  });
  page.on('response', (r) => {
    if (isApi(r.request()) && r.status() === 503) tally.unavailable += 1;
  });
  return tally;
}

/**
 * Closes a notice by its close button (`close`, the notice's button by default) so that the next tap's outcome is
 * not read from it. A toast may close itself between the look and the tap: a short tap, and gone is as good as
 * closed (a plain click would wait for a button that is no more until the test's time runs out).
 */
export async function dismissNotice(notice, close = notice.getByRole('button')) {
  if (await close.first().isVisible())
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await notice.waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
}

/** The run's figures, one line in the test output. */
export function report(name, tally) {
  console.log(
    `chaos (${name}): ${tally.actions} actions, ${tally.taps} taps, ${tally.writes} write requests, ` +
      `${tally.dropped} answers lost, ${tally.unavailable} 503s, ${tally.records} records (one per action)`,
  );
}
