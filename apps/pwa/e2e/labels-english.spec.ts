/**
 * 360×740 in English, as a new user switches to it on Profil (SPEC §2 Profil language switch): every label of the
 * dashboard tabs, the bottom navigation and the supervisor's approval tabs fits its box, none cut off at the edge
 * and no word broken across lines (expectLabelsFit, part of expectNoAxeViolations on every screen).
 */
import { chooseEnglish } from './attendance-support';
import { expect, expectLabelsFit, expectNoAxeViolations, login, test } from './support/fixtures';

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

test('§8 messages in English: chosen on Profil, and again after a reload (they load with the English UI only)', async ({
  page,
}) => {
  const englishChunk: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/messages-en-[^/]+\.js$/.test(new URL(request.url()).pathname))
      englishChunk.push(request.url());
  });
  await login(page, 'employee');
  await page.goto('/dashboard/3');
  // Indonesian, the default: the English messages are not fetched
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  expect(englishChunk).toEqual([]);
  await page.getByRole('radio', { name: 'English' }).check();
  const oldPasswordRequired = async () => {
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The old password is required')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await oldPasswordRequired();
  expect(englishChunk).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await oldPasswordRequired();
});
