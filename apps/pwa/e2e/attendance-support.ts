/**
 * Shared setup of the attendance e2e specs: Chromium's fake camera, context geolocation
 * near or far from an office, and a logged-in employee on /attendance/.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM, fakeCameraArgs } from '../../../scripts/chromium-flags.mjs';
import { expect, login, screenshot } from './support/fixtures';

/** 300 m from Kantor Pusat Sudirman (mock seed), and Bandung (~120 km from every office). */
export const NEAR = { latitude: -6.2115, longitude: 106.8456, accuracy: 20 };
export const FAR = { latitude: -6.9175, longitude: 107.6191, accuracy: 20 };

export const CAMERA_ARGS = [...CHROMIUM_ARGS, ...fakeCameraArgs()];

/** The clock specs' browser: the fake camera, near an office, geolocation and camera allowed (`test.use(CAMERA_NEAR)`). */
export const CAMERA_NEAR = {
  launchOptions: { executablePath: E2E_CHROMIUM, args: CAMERA_ARGS },
  geolocation: NEAR,
  permissions: ['geolocation', 'camera'],
};

/** SPEC §2 Profil language switch: `persona` signed in, English chosen on Profil. */
export async function chooseEnglish(page: Page, persona = 'employee'): Promise<void> {
  await login(page, persona);
  await page.goto('/dashboard/3');
  await page.getByRole('radio', { name: 'English' }).check();
}

export async function openArea(page: Page, persona = 'employee'): Promise<void> {
  await login(page, persona);
  await page.getByRole('link', { name: /Absensi/ }).click();
  await expect(page).toHaveURL(/\/attendance\/$/);
  await expect(page.getByTestId('shift')).toBeVisible();
}

/** Screenshot to test-results/screens (look at every screen at 360×740). */
export async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `attendance-${name}`);
}
