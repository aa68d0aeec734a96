/**
 * The advance limit explained, at 360×740: Tarik Gaji explains the limit (SPEC §1: at most 15 working days of pay before payday,
 * 3 % fee, deducted from payroll on payday), shows live what a withdrawal brings in and leaves, the
 * confirmation adds the limit left and the payday deduction, Riwayat the 'dipotong pada' line. The explainer's
 * numbers are checked against the mock's enforced limit for the employee, wallet and cap-reached personas.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, persona, screenshot, test } from './support/fixtures';

interface Basis {
  periodStart: string;
  payday: string;
  workingDaysEarned: number;
  workingDaysCap: number;
  dailyWage: number;
  withdrawnCount: number;
  withdrawnAmount: number;
  withdrawnFee: number;
}
interface Profile {
  ewaCurrentLimit: number;
  ewaMaximumRequestAmount: number;
  ewaMinimumRequestAmount: number;
  ewaWalletBalance: number;
  ewaLimitBasis: Basis;
}

async function apiToken(request: APIRequestContext, key: string): Promise<string> {
  const who = await persona(request, key);
  const answer = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  const body = (await answer.json()) as { data: { loginToken: { authToken: string }[] } };
  const token = body.data.loginToken[0]?.authToken;
  if (!token) throw new Error(`no token for ${key}`);
  return token;
}

async function apiProfile(request: APIRequestContext, token: string): Promise<Profile> {
  const answer = await request.get(`${MOCK_URL}/employee/profile/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: Profile }).data;
}

async function apiPost(request: APIRequestContext, token: string, path: string, body: object) {
  const answer = await request.post(`${MOCK_URL}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  const json = (await answer.json()) as { message?: string };
  return { status: answer.status(), message: json.message ?? '' };
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;
const rupiahOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const longDate = (date: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Opens the explainer, checks its arithmetic and that "what is left" is the mock's limit; returns its figures. */
async function readExplainer(page: Page, profile: Profile, shot: string, axe = true) {
  const basis = profile.ewaLimitBasis;
  const line = page.getByRole('button', {
    name: `dari ${basis.workingDaysEarned} hari kerja, maks. ${basis.workingDaysCap} hari`,
  });
  await line.click();
  const sheet = page.getByRole('dialog', { name: 'Cara limit Anda dihitung' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(
    `Periode gaji ${longDate(basis.periodStart)} – ${longDate(basis.payday)}`,
  );
  const figure = async (key: string) => sheet.getByTestId(`explainer-${key}`).textContent();
  const days = rupiahOf(await figure('days'));
  const counted = rupiahOf(await figure('counted'));
  const daily = rupiahOf(await figure('daily'));
  const earned = rupiahOf(await figure('earned'));
  const withdrawn = rupiahOf(await figure('withdrawn'));
  const left = rupiahOf(await figure('left'));
  expect(days).toBe(basis.workingDaysEarned);
  expect(counted).toBe(Math.min(days, 15));
  expect(earned).toBe(counted * daily);
  expect(left).toBe(Math.max(0, earned - withdrawn));
  expect(left, 'the explainer leaves what the mock enforces').toBe(profile.ewaCurrentLimit);
  await expect(sheet).toContainText(`dipotong dari gaji pada hari gajian, ${longDate(basis.payday)}`);
  await screenshot(page, shot);
  if (axe) await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(line).toBeFocused();
  return { days, daily, withdrawn, left };
}

test('advance limit employee: explainer, live figures under the slider, confirmation with what is left and payday', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'employee');
  const before = await apiProfile(request, token);
  await login(page, 'employee');
  await page.goto('/dashboard/2');
  const figures = await readExplainer(page, before, 'employee-explainer');
  expect(figures.withdrawn).toBe(0);
  // The limit is above the per-request maximum: the sheet says so.
  expect(before.ewaCurrentLimit).toBeGreaterThan(before.ewaMaximumRequestAmount);

  // Live under the slider: the top of the slider, then one step down.
  const slider = page.getByRole('slider', { name: 'Jumlah penarikan' });
  await slider.focus();
  await page.keyboard.press('End');
  const top = before.ewaMaximumRequestAmount;
  await expect(page.getByTestId('live-net')).toHaveText(rupiah(top * 0.97));
  await expect(page.getByTestId('live-left')).toHaveText(rupiah(before.ewaCurrentLimit - top));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('live-net')).toHaveText(rupiah((top - 10_000) * 0.97));
  await expect(page.getByTestId('live-left')).toHaveText(rupiah(before.ewaCurrentLimit - top + 10_000));
  await page.keyboard.press('End');
  await screenshot(page, 'ewa-employee-tarik-gaji');

  await page.getByLabel('Alasan penarikan').fill('Biaya sekolah anak');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await expect(confirm.getByTestId('confirm-left')).toHaveText(rupiah(before.ewaCurrentLimit - top));
  await expect(confirm).toContainText(`Dipotong dari gaji ${longDate(before.ewaLimitBasis.payday)}`);
  await expect(confirm.getByTestId('confirm-deduction')).toHaveText(rupiah(top));
  await screenshot(page, 'ewa-employee-confirm');
  await expectNoAxeViolations(page);
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(page.getByText('Request Success')).toBeVisible();
  const after = await apiProfile(request, token);
  expect(after.ewaLimitBasis.withdrawnAmount).toBe(top);
  expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit - top);
});

test('advance limit employee after a withdrawal: the explainer counts it, the mock enforces what is left, Riwayat shows payday', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'employee');
  const before = await apiProfile(request, token);
  const top = before.ewaMaximumRequestAmount;
  const first = await apiPost(request, token, '/ewa/wage-request/create', {
    amount: top,
    description: 'Biaya sekolah anak',
  });
  expect(first.status).toBe(200);
  const after = await apiProfile(request, token);
  await login(page, 'employee');
  await page.goto('/dashboard/2');
  const rest = await readExplainer(page, after, 'employee-explainer-after', false);
  expect(rest.withdrawn).toBe(top);
  expect(rest.left).toBe(before.ewaCurrentLimit - top);
  expect(rest.left).toBeGreaterThanOrEqual(before.ewaMinimumRequestAmount);
  const above = await apiPost(request, token, '/ewa/wage-request/create', {
    amount: rest.left + 10_000,
    description: 'Di atas limit',
  });
  expect(above).toEqual({ status: 409, message: 'Jumlah penarikan melebihi limit gaji yang tersedia' });
  const exact = await apiPost(request, token, '/ewa/wage-request/create', {
    amount: rest.left,
    description: 'Tepat sisa limit',
  });
  expect(exact.status).toBe(200);

  // Riwayat: what payday will deduct for the period, both withdrawals, fees included.
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Riwayat' })
    .click();
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByTestId('balance-deduction')).toHaveText(
    `dipotong pada ${longDate(before.ewaLimitBasis.payday)}: ${rupiah(before.ewaCurrentLimit)}`,
  );
  await screenshot(page, 'ewa-employee-riwayat');
  await expectNoAxeViolations(page);
});

test('advance limit wallet: one working day at 50,000 explains a limit under the minimum; the wallet leaves its balance', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'wallet');
  const profile = await apiProfile(request, token);
  await login(page, 'wallet');
  await page.goto('/dashboard/2');
  const figures = await readExplainer(page, profile, 'wallet-explainer');
  expect(figures).toEqual({ days: 1, daily: 50_000, withdrawn: 0, left: 50_000 });
  // Enforced: the minimum goes past the 50,000 limit (409), so the limit, not the minimum, stops it.
  const atMinimum = await apiPost(request, token, '/ewa/wage-request/create', {
    amount: profile.ewaMinimumRequestAmount,
    description: 'Coba dari limit',
  });
  expect(atMinimum).toEqual({ status: 409, message: 'Jumlah penarikan melebihi limit gaji yang tersedia' });

  // Default source is the wallet (§4); live figures are about the wallet balance.
  await expect(page.getByRole('radio', { name: /Saldo Wallet/ })).toBeChecked();
  const minimum = profile.ewaMinimumRequestAmount;
  await expect(page.getByTestId('live-net')).toHaveText(rupiah(minimum * 0.97));
  await expect(page.getByText('Sisa saldo setelah ini')).toBeVisible();
  await expect(page.getByTestId('live-left')).toHaveText(rupiah(profile.ewaWalletBalance - minimum));
  await screenshot(page, 'ewa-wallet-tarik-gaji');
  await page.getByLabel('Alasan penarikan').fill('Kebutuhan darurat');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await expect(confirm.getByTestId('confirm-left')).toHaveText(rupiah(profile.ewaWalletBalance - minimum));
  await expect(confirm.getByTestId('confirm-deduction')).toHaveCount(0); // a wallet withdrawal is not deducted
  await screenshot(page, 'ewa-wallet-confirm');
  await expectNoAxeViolations(page);
});

test('advance limit cap-reached: three withdrawals explain the limit left; the check enforces it; Riwayat shows the deduction', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'cap-reached');
  const profile = await apiProfile(request, token);
  await login(page, 'cap-reached');
  await page.goto('/dashboard/2');
  const figures = await readExplainer(page, profile, 'cap-reached-explainer');
  expect(figures.withdrawn).toBe(profile.ewaLimitBasis.withdrawnAmount);
  expect(figures.withdrawn).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The wage check (which does not count the cap) takes the explained limit and nothing above it.
  const above = await apiPost(request, token, '/ewa/wage-request/check', { amount: figures.left + 10_000 });
  expect(above).toEqual({ status: 400, message: 'Jumlah penarikan melebihi limit gaji yang tersedia' });
  expect((await apiPost(request, token, '/ewa/wage-request/check', { amount: figures.left })).status).toBe(
    200,
  );
  await screenshot(page, 'ewa-cap-reached-tarik-gaji');

  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Riwayat' })
    .click();
  await expect(page.getByTestId('balance-deduction')).toHaveText(
    `dipotong pada ${longDate(profile.ewaLimitBasis.payday)}: ${rupiah(figures.withdrawn)}`,
  );
  await screenshot(page, 'ewa-cap-reached-riwayat');
});
