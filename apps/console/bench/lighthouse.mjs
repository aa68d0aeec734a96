// Lighthouse of the console's scan screen at tablet size: 1280×800 and 800×1280, 3 runs each,
// medians, Lighthouse's mobile throttling (4× CPU, slow 4G). It runs apps/pwa/scripts/lighthouse.mjs, which has the
// method that works: our own Chromium, the supervisor's `upah_token` cookie set over CDP, Playwright disconnected
// before Lighthouse drives that browser with --port, caches/storage/service worker cleared before each run. The
// camera is granted and fed by Chromium's fake device, as on a kiosk that has the permission: the decoder loads and
// scans during the run. Needs the mock and the console's production build served, e.g.
//   MOCK_PORT=4010 node_modules/.bin/tsx mocks/src/server.ts &   (cd apps/console && MOCK_PORT=4010 npx vite preview --port 5174) &
//   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 node apps/console/bench/lighthouse.mjs
// LH_RUNS, LH_DEBUG_PORT, LH_SCREENS, LIGHTHOUSE (an install of lighthouse@12.8) pass through.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeCameraArgs } from '../../../scripts/chromium-flags.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../pwa/scripts/lighthouse.mjs');
const result = spawnSync(process.execPath, [script, '/'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PWA_URL: `http://127.0.0.1:${process.env.E2E_CONSOLE_PORT ?? 5174}`,
    MOCK_URL: `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4010}`,
    LH_PHONE: process.env.LH_PHONE ?? '+6281100000002',
    LH_SCREENS: process.env.LH_SCREENS ?? '1280x800,800x1280',
    LH_CHROME_ARGS: fakeCameraArgs().join(' '),
  },
});
process.exit(result.status ?? 1);
