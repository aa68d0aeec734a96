// Lighthouse of the console's scan screen at tablet size (issue 8 item 7): 3 runs, the median performance score.
// The scan screen needs a session: a Chromium profile is prepared with a supervisor's `upah_token` cookie (the app
// reads document.cookie), then Lighthouse runs in that profile without resetting storage.
//   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse node apps/console/bench/lighthouse.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const consoleUrl = `http://127.0.0.1:${process.env.E2E_CONSOLE_PORT ?? 5174}/`;
const mockUrl = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4010}`;
const lighthouse = process.env.LIGHTHOUSE ?? '/tmp/lh/node_modules/.bin/lighthouse';

const login = await fetch(`${mockUrl}/auth/login/global/employee/phone`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phoneNumber: '+6281100000002', password: 'rahasia123' }),
});
const token = (await login.json()).data.loginToken[0].authToken;
const profile = mkdtempSync(join(tmpdir(), 'console-lh-'));
const prep = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
await prep.addCookies([{ name: 'upah_token', value: token, url: consoleUrl }]);
await prep.close();
const scores = [];
for (let run = 1; run <= 3; run++) {
  const out = `/tmp/console-lh-${run}.json`;
  const result = spawnSync(
    lighthouse,
    [
      consoleUrl,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --password-store=basic --use-mock-keychain --user-data-dir=${profile}`,
      '--disable-storage-reset',
      '--screenEmulation.width=800',
      '--screenEmulation.height=1280',
      '--screenEmulation.deviceScaleFactor=2',
      '--screenEmulation.mobile=true',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const a = report.audits;
  scores.push(report.categories.performance.score * 100);
  process.stdout.write(
    `run ${run}: performance ${report.categories.performance.score * 100}, FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}\n`,
  );
}
scores.sort((x, y) => x - y);
process.stdout.write(`median performance (800×1280 tablet, mobile throttling): ${scores[1]}\n`);
