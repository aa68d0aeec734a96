/**
 * E2E helpers that pin the time a test needs (DESIGN "Tests": time is an input), for both apps' suites: the
 * mock's clock (POST /__mock/reset { now } or /__mock/clock, mocks/src/clock.ts) and the browser's (Playwright's
 * `clock`, installed on the context before the first page loads) show the same instant, so a test never
 * depends on the hour or the weekday it runs at. Both clocks then run on at real speed from that instant.
 *
 *   await pinTime(context, request, MOCK_URL, '2026-11-29T07:30:00+07:00');   // reseeds the mock at that instant
 *   await page.goto('/team/today');
 *   await moveTime(context, request, MOCK_URL, '2026-11-30T00:00:05+07:00'); // a day that changes under the page
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

/**
 * Resets the mock with its seed laid relative to `at` and installs the browser clock of `context` at the same
 * instant. Call it before the first `page.goto` of the context (a clock installs for pages still to load).
 */
export async function pinTime(context, request, mockUrl, at) {
  const now = instantOf(at);
  await post(request, `${mockUrl}/__mock/reset`, { now });
  await context.clock.install({ time: new Date(now) });
}

/** Moves both clocks to `at` (later than now), keeping the mock's data: the page's timers due by then fire. */
export async function moveTime(context, request, mockUrl, at) {
  const now = instantOf(at);
  await post(request, `${mockUrl}/__mock/clock`, { now });
  const pageNow = await pageTime(context);
  const ms = Date.parse(now) - pageNow;
  if (ms < 0) throw new Error(`moveTime: ${now} is before the page's clock`);
  await context.clock.fastForward(ms);
}

/** The page clock's now (epoch ms) in the context's first page. */
async function pageTime(context) {
  const [page] = context.pages();
  if (!page) throw new Error('moveTime: the context has no page yet');
  return page.evaluate(() => Date.now());
}
