/**
 * The PWA board's search (core rules/team-search.ts: name or employee number, case and diacritics ignored): the supervisor at 360×740 finds a person by a part
 * of the name without its case, and by the employee number; the figures count what the search keeps. Pinned at a
 * Wednesday 10:00; expectations counted from the API's answer of the day.
 */
import { personaApi } from '../../../scripts/persona-api.mjs';
import { MOCK_URL } from './support/env';
import { expect, login, test } from './support/fixtures';

test('/attendance/team: search by name or employee number; the figures follow it', async ({
  page,
  request,
  clock,
}) => {
  await clock.pin('2026-12-09T10:00:00+07:00');
  const { members } = await (await personaApi(request, MOCK_URL, 'supervisor')).get<{
    members: { name: string; employeeNumber: string }[];
  }>('/attendance/team/day');
  const dimas = members.find((m) => m.name === 'Dimas Ardiansyah');
  if (!dimas) throw new Error('no Dimas');
  await login(page, 'supervisor');
  await page.goto('/attendance/team');
  const rows = page.getByTestId('team-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('team-shown')).toHaveText(`${members.length} dari ${members.length} orang`);

  await page.getByLabel('Cari nama atau no. karyawan').fill('ARDIAN');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dimas Ardiansyah');
  await expect(page.getByTestId('team-shown')).toHaveText(`1 dari ${members.length} orang`);
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText('1');

  await page.getByLabel('Cari nama atau no. karyawan').fill(dimas.employeeNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dimas Ardiansyah');
  await page.screenshot({ path: '/tmp/shots/team-search-360-id.png' });
});
