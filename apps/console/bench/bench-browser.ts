/**
 * What the console benches share: a Chromium whose camera plays a y4m file, with one context the size and
 * locale of the gate kiosk, and the way a bench's main reports a failure.
 */
import { chromium } from '@playwright/test';
import { fakeCameraArgs } from '../../../scripts/chromium-flags.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONSOLE_URL } from '../e2e/support/env';

/** The gate kiosk (`browser.newContext({ ...KIOSK, … })`): the console at 1280×800, Indonesian, Jakarta time. */
export const KIOSK = {
  baseURL: CONSOLE_URL,
  viewport: { width: 1280, height: 800 },
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};

/** `file` is the fake camera's video (and the marker chromium-processes.ts finds the browser's processes by). */
export async function consoleWithCamera(file: string, extraArgs: readonly string[] = []) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(file), ...extraArgs],
  });
  const context = await browser.newContext(KIOSK);
  return { browser, context };
}

/** Runs a bench: a failure prints its stack and exits with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
