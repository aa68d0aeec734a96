/** Ports of the e2e servers, as playwright.config.ts starts them. */
export const pwaPort = Number(process.env.E2E_PWA_PORT ?? 4173);
export const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4011);
export const PWA_URL = `http://127.0.0.1:${pwaPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;
