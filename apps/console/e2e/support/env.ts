/** Ports and Chromium flags of the console's e2e servers (and the PWA preview it serves too) and browsers (see playwright.config.ts). */
import { CHROMIUM_ARGS, E2E_CHROMIUM } from '../../../../scripts/chromium-flags.mjs';
import { lanePort } from '../../../../scripts/e2e-servers.mjs';

/** Base ports (lane 0); each Playwright worker's lane shifts them (scripts/e2e-servers.mjs). */
export const baseConsolePort = Number(process.env.E2E_CONSOLE_PORT ?? 4174);
export const baseMockPort = Number(process.env.E2E_MOCK_PORT ?? 4012);
/** The PWA's preview, served by this project too (the gate e2e reads an employee's real code off it). */
export const basePwaPort = Number(process.env.E2E_PWA_PORT ?? 4175);
/** This worker's servers. */
export const consolePort = lanePort(baseConsolePort);
export const mockPort = lanePort(baseMockPort);
export const pwaPort = lanePort(basePwaPort);
export const CONSOLE_URL = `http://127.0.0.1:${consolePort}`;
export const PWA_URL = `http://127.0.0.1:${pwaPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;
export const CHROMIUM_PATH = E2E_CHROMIUM;
export { CHROMIUM_ARGS };
