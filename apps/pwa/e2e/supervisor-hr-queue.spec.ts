/**
 * The hr persona's month-end queue in the PWA (1,250 pending presences of 300 direct
 * subordinates): the list shows, select all and bulk approve clear it. Durations are printed for the note,
 * not asserted (benchmarks are not timed tests).
 */
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

test('hr: 1,250 pending presences load; select all and one bulk approve clear the queue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'hr');
  const started = Date.now();
  await page.goto('/attendance/approval');
  await expect(page.getByText('1250 pengajuan menunggu')).toBeVisible({ timeout: 30_000 });
  const shown = Date.now() - started;
  await expectNoAxeViolations(page);
  const clicked = Date.now();
  await page.getByLabel('Pilih semua').check();
  await page.getByRole('button', { name: 'Approve terpilih (1250)' }).click();
  await expect(page.getByText('Success approve')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Tidak ada pengajuan yang menunggu')).toBeVisible({ timeout: 30_000 });
  const approved = Date.now() - clicked;
  console.log(
    `hr queue: 1,250 items shown in ${shown} ms; select all + bulk approve + reload in ${approved} ms`,
  );
});
