/**
 * Rows that never overlap on the phone (at 360 px a wrapped name once pushed its row into the next, and "Ada
 * pengajuan menunggu" was drawn over the clock times): the supervisor's /attendance/team at 360×740 in both languages
 * on a busy evening (one late, one with a request waiting, the others without a clock-out), every row checked as
 * the list is scrolled to its end (scripts/row-overlap.mjs).
 */
import { personaApi } from '../../../scripts/persona-api.mjs';
import { rowOverlaps } from '../../../scripts/row-overlap.mjs';
import { chooseEnglish } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, login, test } from './support/fixtures';

const WEDNESDAY = '2026-12-09';

for (const lang of ['id', 'en'] as const) {
  test(`/attendance/team at 360×740 (${lang}): late minutes, a request waiting, no clock-out; no row over another`, async ({
    page,
    request,
    clock,
  }) => {
    // Wahyu in at 08:20 (late by 20), Dimas at 08:03 and asking for Friday off; the board at 18:30
    await clock.clockInsThen(
      [
        ['gate-1', `${WEDNESDAY}T08:20:00+07:00`],
        ['gate-3', `${WEDNESDAY}T08:03:00+07:00`],
      ],
      `${WEDNESDAY}T18:30:00+07:00`,
    );
    const dimas = await personaApi(request, MOCK_URL, 'gate-3');
    const { categories } = await dimas.get<{ categories: { code: string; name: string }[] }>(
      '/leave/categories',
    );
    await dimas.post('/leave/request/create', {
      leaveCategory: categories.find((c) => /Tahunan/.test(c.name))?.code,
      description: 'Mengurus surat pindah domisili di kelurahan',
      startAt: WEDNESDAY,
      endAt: WEDNESDAY,
      photos: [],
    });
    const day = await (await personaApi(request, MOCK_URL, 'supervisor')).get<{
      members: { name: string; lateMinutes: number; flags: string[] }[];
    }>('/attendance/team/day');
    expect(day.members.find((m) => m.name === 'Wahyu Nugroho')?.lateMinutes).toBe(20);
    expect(day.members.find((m) => m.name === 'Dimas Ardiansyah')?.flags).toContain('pending-request');

    if (lang === 'en') await chooseEnglish(page, 'supervisor');
    else await login(page, 'supervisor');
    await page.goto('/attendance/team');
    await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('team-row').filter({ hasText: 'Dimas Ardiansyah' })).toContainText(
      lang === 'id' ? 'Ada pengajuan menunggu' : 'Request pending',
    );
    const problems = new Set<string>();
    for (let step = 0; step < 30; step++) {
      for (const p of await rowOverlaps(page, '[data-testid="team-row"]')) problems.add(p);
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 500);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if ((await page.evaluate(() => window.scrollY)) === before) break;
    }
    expect([...problems]).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/rows-team-360-${lang}.png`, fullPage: true });
  });
}
