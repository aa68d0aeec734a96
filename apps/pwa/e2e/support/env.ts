import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lanePort } from '../../../../scripts/e2e-servers.mjs';

/** Base ports of the e2e servers (lane 0); each worker's lane shifts them (scripts/e2e-servers.mjs). */
export const basePwaPort = Number(process.env.E2E_PWA_PORT ?? 4173);
export const baseMockPort = Number(process.env.E2E_MOCK_PORT ?? 4011);
/** This worker's servers, as playwright.config.ts starts them. */
export const pwaPort = lanePort(basePwaPort);
export const mockPort = lanePort(baseMockPort);
export const PWA_URL = `http://127.0.0.1:${pwaPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;

/** A phone of its own (`browser.newContext({ ...PHONE, … })`): the PWA at 360×740, Indonesian, Jakarta time. */
export const PHONE = {
  baseURL: PWA_URL,
  viewport: { width: 360, height: 740 },
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};

/** The production build the preview server serves (PWA_OUT_DIR, default apps/pwa/dist). */
export function buildDir(): string {
  const raw = process.env.PWA_OUT_DIR ?? 'dist';
  return isAbsolute(raw) ? raw : join(dirname(fileURLToPath(import.meta.url)), '..', '..', raw);
}
