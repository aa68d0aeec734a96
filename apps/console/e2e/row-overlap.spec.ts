/**
 * Rows that never overlap (a row never reaches into the next, nor its text into other text: "Keluar 18.02" once ran into "terlambat 23 mnt" at 1280 px): hr's Tim hari ini and
 * the approval queue at the console's 1280×800, in both languages, on a busy day (a Wednesday at 18:30: people
 * late, most still without a clock-out, flags on the rows). The lists are virtual, so each is scrolled from its top to its end
 * and every drawn row is checked at every step (scripts/row-overlap.mjs: no row into the next, no piece of text
 * outside its row or over another).
 */
import type { Locator, Page } from '@playwright/test';
import { rowOverlaps } from '../../../scripts/row-overlap.mjs';
import { expect, test } from './support/fixtures';
import { hrGet, openAsHr } from './support/hr-console';

/** A Wednesday evening: the day's late minutes are in and the shift is over ("Belum absen keluar" flags). */
const WEDNESDAY_EVENING = '2026-12-09T18:30:00+07:00';

interface TeamDay {
  members: { name: string; lateMinutes: number; flags: string[] }[];
}

/** Scrolls the virtual list down a screenful at a time; the overlaps found at each step, and the rows seen. */
async function scanList(page: Page, scroller: Locator, rowSelector: string) {
  const problems = new Set<string>();
  const seen = new Set<string>();
  let last = -1;
  for (let step = 0; step < 200; step++) {
    for (const p of await rowOverlaps(page, rowSelector)) problems.add(p);
    for (const id of await page
      .locator(rowSelector)
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? '')))
      seen.add(id);
    const top = await scroller.evaluate((el) => {
      el.scrollBy(0, el.clientHeight * 0.8);
      return el.scrollTop;
    });
    if (top === last) break;
    last = top;
    // the virtualiser draws the rows of the new position (and measures them) on the next frames
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  return { problems: [...problems], seen: seen.size };
}

for (const lang of ['id', 'en'] as const) {
  test(`Tim hari ini at 1280×800 (${lang}): hr's 300 rows, late minutes and flags, none drawn over another`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsHr(page, context, request, WEDNESDAY_EVENING, '/team/today', lang);
    const day = await hrGet<TeamDay>(request, '/attendance/team/day');
    // a busy day: the rows hold late minutes and flags (counted from the API's answer)
    expect(day.members.length).toBe(300);
    expect(day.members.filter((m) => m.lateMinutes > 0).length).toBeGreaterThan(0);
    expect(day.members.filter((m) => m.flags.length > 0).length).toBeGreaterThan(0);
    await expect(page.getByTestId('team-row').first()).toBeVisible();
    const { problems, seen } = await scanList(
      page,
      page.getByTestId('virtual-list'),
      '[data-testid="team-row"]',
    );
    expect(problems).toEqual([]);
    expect(seen).toBe(300);
    await page.screenshot({ path: `/tmp/shots/rows-team-1280-${lang}.png` });
  });
}

test('the approval queue at 1280×800: hr’s pending leaves, none drawn over another', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsHr(page, context, request, WEDNESDAY_EVENING, '/approvals/0');
  await page.getByRole('tab', { name: 'Cuti' }).click();
  await expect(page.getByTestId('approval-row').first()).toBeVisible();
  const scroller = page.getByTestId('virtual-list');
  // the first 40 screens of the queue (it holds thousands): what HR scrolls through
  const problems = new Set<string>();
  for (let step = 0; step < 40; step++) {
    for (const p of await rowOverlaps(page, '[data-testid="approval-row"]')) problems.add(p);
    await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  expect([...problems]).toEqual([]);
});
