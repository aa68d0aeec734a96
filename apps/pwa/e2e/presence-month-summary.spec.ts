/**
 * The employee's own month on /attendance/presence-history (DESIGN "Team views and payroll"): Hadir, Terlambat with
 * its minutes, Alpa, Izin, Cuti and Lembur hours above the list, equal to GET /attendance/recap/self (core's recap
 * rule); both languages; the box keeps its size from the first paint, so the list below never moves.
 */
import type { RecapSelfResponse } from '@upah/core/contract/recap';
import { jakartaMonth } from '@upah/core/format/jakarta-time';
import { leaveDays } from '@upah/core/rules/month-recap';
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

    // The box's height from the first paint: the list's first item must not move once the figures come.
    await page.goto('/attendance/presence-history');
    const summary = page.getByTestId('month-summary');
    await expect(summary).toBeVisible();
    const items = page.getByTestId('request-item');
    await expect(items.first()).toBeVisible();
    const before = await items.first().boundingBox();
    const value = (key: string) => page.getByTestId(`month-summary-${key}`).getByTestId('value');
    const num = (n: number) => (lang === 'id' ? String(n).replace('.', ',') : String(n));
    const t = row.totals;
    await expect(value('present')).toHaveText(num(t.present));
    await expect(value('late')).toHaveText(num(t.late));
    await expect(page.getByTestId('month-summary-late')).toContainText(
      lang === 'id' ? `${t.lateMinutes} mnt` : `${t.lateMinutes} min`,
    );
    await expect(value('absent')).toHaveText(num(t.absent));
    await expect(value('permission')).toHaveText(num(t.permission));
    await expect(value('leave')).toHaveText(num(leaveDays(t)));
    await expect(value('overtime')).toHaveText(
      num(Math.round((t.overtimeWorkdayHours + t.overtimeOffdayHours) * 100) / 100),
    );
    const after = await items.first().boundingBox();
    expect(after?.y).toBe(before?.y);
    await expect(page.getByRole('heading', { name: lang === 'id' ? /^Rekap / : /^Recap / })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `presence-month-${lang}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recap-pwa-month-${lang}.png` });
  });
}
