/**
 * Finding a person among hr's 300 on Tim hari ini (core rules/team-search.ts: name or employee number, case and diacritics ignored): the virtual list draws only
 * the rows in view, so the last person by name is not in the page until searched for. Searched by a part of the
 * name in other case and by the employee number; the figures count what the search keeps; the late order puts the
 * most minutes first. Pinned at a Wednesday 10:00; expectations counted from the API's answer of the day.
 */
import { expect, test } from './support/fixtures';
import { hrGet, openAsHr } from './support/hr-console';

const WEDNESDAY_10 = '2026-12-09T10:00:00+07:00';

interface TeamDay {
  members: {
    subordinateId: number;
    name: string;
    employeeNumber: string;
    status: string;
    lateMinutes: number;
  }[];
}

test('hr finds the last of 300 by name or employee number; the figures follow the search; the late order', async ({
  page,
  context,
  request,
}) => {
  await openAsHr(page, context, request, WEDNESDAY_10, '/team/today');
  const { members } = await hrGet<TeamDay>(request, '/attendance/team/day');
  expect(members).toHaveLength(300);
  const last = members[members.length - 1];
  if (!last) throw new Error('no members');
  const rows = page.getByTestId('team-row');
  await expect(rows.first()).toBeVisible();
  // not drawn: the list shows its first rows only
  await expect(rows.filter({ hasText: last.name })).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(60);

  const search = page.getByLabel('Cari nama atau no. karyawan');
  // the first name in upper case: everyone whose name or number holds it (counted from the API's list)
  const first = last.name.split(' ')[0] ?? '';
  const same = members.filter((m) =>
    `${m.name} ${m.employeeNumber}`.toLowerCase().includes(first.toLowerCase()),
  );
  await search.fill(first.toUpperCase());
  await expect(page.getByTestId('team-shown')).toHaveText(`${same.length} dari 300 orang`);
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText(
    String(same.length),
  );
  // the whole name in lower case: the person the list had not drawn
  await search.fill(last.name.toLowerCase());
  await expect(rows.filter({ hasText: last.name })).toHaveCount(1);

  // the employee number: that one person, its status figure 1
  await search.fill(last.employeeNumber);
  await expect(page.getByTestId('team-shown')).toHaveText('1 dari 300 orang');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(last.name);
  await expect(page.getByTestId('team-count')).toHaveCount(1);
  await expect(
    page.locator(`[data-testid="team-count"][data-status="${last.status}"] .team-count__value`),
  ).toHaveText('1');
  await page.screenshot({ path: '/tmp/shots/team-search-1280-id.png' });

  // nobody: says so
  await search.fill('zzzz tidak ada');
  await expect(page.getByTestId('team-empty')).toHaveText('Tidak ada yang cocok dengan pencarian');

  // everyone again, the most minutes late first (counted from the API's list)
  await search.fill('');
  await page.getByLabel('Urutkan').selectOption('late');
  const most = Math.max(...members.map((m) => m.lateMinutes));
  expect(most).toBeGreaterThan(0);
  await expect(rows.first().getByTestId('team-row-late')).toHaveText(`terlambat ${most} mnt`);
});
