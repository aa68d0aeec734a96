/**
 * 360×740 in English, as a new user switches to it on Profil (SPEC §2 Profil language switch): every label of the
 * dashboard tabs, the bottom navigation and the supervisor's approval tabs fits its box, none cut off at the edge
 * and no word broken across lines (expectLabelsFit, part of expectNoAxeViolations on every screen).
 */
import { chooseEnglish } from './attendance-support';
import { expect, expectLabelsFit, expectNoAxeViolations, test } from './support/fixtures';

test.use({ geolocation: { latitude: -6.208763, longitude: 106.845599 }, permissions: ['geolocation'] });

test('§2 dashboard in English at 360 px: Home, History, Withdraw Salary and Profile, labels whole', async ({
  page,
}) => {
  await chooseEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  const nav = page.getByRole('navigation').last();
  for (const [name, heading] of [
    ['Home', null],
    ['History', 'History'],
    ['Withdraw Salary', 'Withdraw Salary'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: /Budi Santoso/ })).toBeVisible();
    await expectLabelsFit(page);
  }
});

test('§2 approval tabs in English at 360 px: Presence, Leave, Overtime, Permission (and Correction), labels whole', async ({
  page,
}) => {
  await chooseEnglish(page, 'supervisor');
  await page.goto('/attendance/approval');
  await expect(page.getByRole('tab')).toHaveText([
    'Presence',
    'Leave',
    'Overtime',
    'Permission',
    'Correction',
  ]);
  for (const name of ['Presence', 'Leave', 'Overtime', 'Permission', 'Correction']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    await expectLabelsFit(page);
  }
  await expectNoAxeViolations(page);
});
