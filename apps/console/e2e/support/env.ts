/** Ports and Chromium flags of the console's e2e servers (and the PWA preview it serves too) and browsers (see playwright.config.ts). */
import { CHROMIUM_ARGS } from '../../../../scripts/chromium-flags.mjs';

export const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 4174);
export const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4012);
/** The PWA's preview, served by this project too (the gate e2e reads an employee's real code off it). */
export const pwaPort = Number(process.env.E2E_PWA_PORT ?? 4175);
export const CONSOLE_URL = `http://127.0.0.1:${consolePort}`;
export const PWA_URL = `http://127.0.0.1:${pwaPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };
