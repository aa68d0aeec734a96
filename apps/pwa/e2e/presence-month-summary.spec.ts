/**
 * The employee's own month on /attendance/presence-history (DESIGN "Team views and payroll"): Hadir, Terlambat with
 * its minutes, Alpa, Izin, Cuti and Lembur hours above the list, equal to GET /attendance/recap/self (core's recap
 * rule); both languages; the box keeps its size from the first paint, so the list below never moves.
 */
import type { RecapSelfResponse } from '@upah/core/contract/recap';
import { jakartaMonth } from '@upah/core/format/jakarta-time';
import { PWA_URL } from './support/env';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';
import { dataAs } from './support/mock-api';

const SHOTS = process.env.RECAP_SHOTS_DIR;

for (const lang of ['id', 'en'] as const) {
  test(`presence history: the month's summary equals the API's row (${lang})`, async ({ page }) => {
    if (lang === 'en')
      await page.context().addCookies([{ name: 'upah_lang', value: 'en', url: PWA_URL, sameSite: 'Strict' }]);
    await login(page, 'employee');
    const month = jakartaMonth(Date.now());
    const { row } = await dataAs<RecapSelfResponse>(page, `/attendance/recap/self?month=${month}`);
    expect(Object.keys(row.days).length).toBeGreaterThan(0);

    // The box holds its place from the first paint: its code and its figures are held back until the list's first
    // item has been measured under the empty frame, then under the summary still waiting for its figures.
    const hold = () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { held, release };
    };
    const chunk = hold();
    const figures = hold();
    let figuresAsked = 0;
    await page.route(/\/assets\/presence-month-summary-[^/]+\.js$/, async (route) => {
      await chunk.held;
      await route.continue();
    });
    await page.route(/\/api\/attendance\/recap\/self\?/, async (route) => {
      figuresAsked++;
      await figures.held;
      await route.continue();
    });
    await page.goto('/attendance/presence-history');
    const items = page.getByTestId('request-item');
    await expect(page.getByTestId('month-summary-frame')).toBeVisible();
    await expect(items.first()).toBeVisible();
    const underFrame = await items.first().boundingBox();
    expect(underFrame).not.toBeNull();

    chunk.release();
    const summary = page.getByTestId('month-summary');
    await expect(summary).toBeVisible();
    await expect.poll(() => figuresAsked).toBe(1);
    const value = (key: string) => page.getByTestId(`month-summary-${key}`).getByTestId('value');
    await expect(value('present')).toHaveText('–');
    const waiting = await items.first().boundingBox();

    figures.release();
    const num = (n: number) => (lang === 'id' ? String(n).replace('.', ',') : String(n));
    const t = row.totals;
    await expect(value('present')).toHaveText(num(t.present));
    await expect(value('late')).toHaveText(num(t.late));
    await expect(page.getByTestId('month-summary-late')).toContainText(
      lang === 'id' ? `${t.lateMinutes} mnt` : `${t.lateMinutes} min`,
    );
    await expect(value('absent')).toHaveText(num(t.absent));
    await expect(value('permission')).toHaveText(num(t.permission));
    // Cuti: every leave category's days, added here from the API's row
    await expect(value('leave')).toHaveText(num(Object.values(t.leave).reduce((a, b) => a + b, 0)));
    await expect(value('overtime')).toHaveText(
      num(Math.round((t.overtimeWorkdayHours + t.overtimeOffdayHours) * 100) / 100),
    );
    const filled = await items.first().boundingBox();
    expect(waiting?.y, 'the list under the summary waiting for its figures').toBe(underFrame?.y);
    expect(filled?.y, 'the list under the filled summary').toBe(underFrame?.y);
    await expect(page.getByRole('heading', { name: lang === 'id' ? /^Rekap / : /^Recap / })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `presence-month-${lang}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recap-pwa-month-${lang}.png` });
  });
}
