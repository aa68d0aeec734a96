/**
 * A plant of 5,000 at a desk (the hr-plant persona, docs/performance.md "A plant of 5,000"): hr-plant signs in to
 * Tim hari ini (Mode meja) and the board holds the API's day for 5,000 people: every status figure, a department's
 * and a work location's counts, the night shift found by its filter, and one person found by employee number among
 * rows the list had not drawn. Counts read as Indonesian writes them (5.000: Node's Intl writes the expected
 * figure). Pinned at a Wednesday 10:00; every expectation is counted from GET
 * /attendance/team/day as hr-plant's own call answers it.
 */
import { pinTime } from '../../../scripts/pinned-time.mjs';
import { MOCK_URL } from './support/env';
import { expect, test, unlockWith } from './support/fixtures';
import { hrGet } from './support/hr-console';
import { apiToken, PASSWORD, phoneOf } from './support/mock-api';

const WEDNESDAY_10 = '2026-12-09T10:00:00+07:00';

interface TeamDay {
  members: {
    name: string;
    employeeNumber: string;
    status: string;
    department: string | null;
    workLocation: { code: string; name: string } | null;
  }[];
}

test('hr-plant: the board of 5,000 against the API, by status, department and work location; one found by number', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await pinTime(context, request, MOCK_URL, WEDNESDAY_10);
  const { members } = await hrGet<TeamDay>(
    request,
    '/attendance/team/day',
    await apiToken(request, 'hr-plant'),
  );
  expect(members).toHaveLength(5000);

  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill((await phoneOf(request, 'hr-plant')).replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await unlockWith(page, '4821', true);
  await expect(page).toHaveURL(/\/team\/today$/);
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });

  // every status figure is the API's count of that status
  const byStatus = new Map<string, number>();
  for (const m of members) byStatus.set(m.status, (byStatus.get(m.status) ?? 0) + 1);
  expect(byStatus.size).toBeGreaterThan(1);
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText('5.000');
  for (const [status, count] of byStatus)
    await expect(
      page.locator(`[data-testid="team-count"][data-status="${status}"] .team-count__value`),
    ).toHaveText(count.toLocaleString('id-ID'));
  await expect(page.getByTestId('team-count')).toHaveCount(byStatus.size);

  // a department, then a work location as well: the figures and the count follow
  const department = members[4999]?.department ?? '';
  expect(department).not.toBe('');
  const inDepartment = members.filter((m) => m.department === department);
  await page.getByLabel('Departemen').selectOption(department);
  await expect(page.getByTestId('team-shown')).toHaveText(
    `${inDepartment.length.toLocaleString('id-ID')} dari 5.000 orang`,
  );
  const location = members[4999]?.workLocation;
  if (!location) throw new Error('no work location');
  const inBoth = inDepartment.filter((m) => m.workLocation?.code === location.code);
  expect(inBoth.length).toBeLessThan(inDepartment.length);
  await page.getByLabel('Lokasi kerja').selectOption(location.code);
  await expect(page.getByTestId('team-shown')).toHaveText(
    `${inBoth.length.toLocaleString('id-ID')} dari 5.000 orang`,
  );
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText(
    String(inBoth.length),
  );
  await expect(page).toHaveURL(
    new RegExp(`dept=${encodeURIComponent(department).replace(/%20/g, '\\+')}&loc=${location.code}`),
  );

  // everyone again; the last by name is not drawn until searched for by number
  await page.getByLabel('Departemen').selectOption('');
  await page.getByLabel('Lokasi kerja').selectOption('');
  const last = members[4999];
  if (!last) throw new Error('no members');
  const rows = page.getByTestId('team-row');
  await expect(rows.filter({ hasText: last.name })).toHaveCount(0);
  await page.getByLabel('Cari nama atau no. karyawan').fill(last.employeeNumber);
  await expect(page.getByTestId('team-shown')).toHaveText('1 dari 5.000 orang');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(last.name);
  await page.screenshot({ path: '/tmp/shots/plant-board-1280-id.png' });
});
