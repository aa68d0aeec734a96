/**
 * E2E helpers that pin the time a test needs (DESIGN "Tests": time is an input), for both apps' suites: the
 * mock's clock (POST /__mock/reset { now } or /__mock/clock, mocks/src/clock.ts) and the browser's (Playwright's
 * `clock`, installed on the context before the first page loads) show the same instant, so a test never
 * depends on the hour or the weekday it runs at. Both clocks then run on at real speed from that instant.
 *
 *   await pinTime(context, request, MOCK_URL, '2026-11-29T07:30:00+07:00');   // reseeds the mock at that instant
 *   await page.goto('/team/today');
 *   await moveTime(context, request, MOCK_URL, '2026-11-30T00:00:05+07:00'); // a day that changes under the page
 *
 * A second browser context in the same test (another phone, the console beside a phone) takes the mock's time as
 * it is then with `joinTime`: installed at the pinned instant instead, it would lag by the seconds spent since.
 */

/** An instant with an explicit offset (as the mock requires); anything else throws in the test, not in the mock. */
function instantOf(at) {
  const text = at instanceof Date ? at.toISOString() : String(at);
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(text)) throw new Error(`pinTime: ${text} needs an offset (+07:00 or Z)`);
  return text;
}

async function post(request, url, body) {
  const response = await request.post(url, { data: body });
  if (!response.ok()) throw new Error(`POST ${url} → ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The mock's clock now (epoch ms), as GET /__mock/clock answers it. */
export async function mockTime(request, mockUrl) {
  const response = await request.get(`${mockUrl}/__mock/clock`);
  if (!response.ok()) throw new Error(`GET ${mockUrl}/__mock/clock → ${response.status()}`);
  const { now } = await response.json();
  return Date.parse(now);
}

/** Resets the mock with its seed laid relative to `at`, its clock running on from there (no browser yet). */
export async function resetMockAt(request, mockUrl, at) {
  await post(request, `${mockUrl}/__mock/reset`, { now: instantOf(at) });
}

/**
 * Resets the mock with its seed laid relative to `at` and installs the browser clock of `context` at the same
 * instant. Call it before the first `page.goto` of the context (a clock installs for pages still to load).
 */
export async function pinTime(context, request, mockUrl, at) {
  await resetMockAt(request, mockUrl, at);
  await context.clock.install({ time: new Date(instantOf(at)) });
}

/**
 * Installs the clock of one more `context` at the mock's time now (after a `pinTime` on another context of the
 * same test), so every browser of the test and the mock show the same instant. Before the context's first page.
 */
export async function joinTime(context, request, mockUrl) {
  await context.clock.install({ time: new Date(await mockTime(request, mockUrl)) });
}

/**
 * Sets the mock's clock alone to `at`, keeping its data (the browsers' clocks are left alone). `frozen` holds it
 * there: a write then records exactly that instant, e.g. a clock-in at 08:05:59; `moveTime` lets it run on again.
 * A console left more than a minute without a touch locks itself (KIOSK_IDLE_MS), so a test that must not move
 * the console's timers moves the mock with this and fixes the console's Date with `page.clock.setFixedTime`.
 */
export async function setMockClock(request, mockUrl, at, { frozen = false } = {}) {
  await post(request, `${mockUrl}/__mock/clock`, { now: instantOf(at), frozen });
}

/**
 * Moves both clocks to `at` (later than now), keeping the mock's data: the page's timers due by then fire once.
 * A context with no page yet takes the time for the pages it will open.
 */
export async function moveTime(context, request, mockUrl, at) {
  const now = instantOf(at);
  await post(request, `${mockUrl}/__mock/clock`, { now });
  const [page] = context.pages();
  if (!page) {
    await context.clock.setSystemTime(new Date(now));
    return;
  }
  const ms = Date.parse(now) - (await page.evaluate(() => Date.now()));
  if (ms < 0) throw new Error(`moveTime: ${now} is before the page's clock`);
  await context.clock.fastForward(ms);
}
