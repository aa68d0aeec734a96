// `npm test`: every check and test of the repo, in the order CI runs them.
// lint + format (Biome) → typecheck (one program) → import rules (dependency-cruiser) → unit and contract tests
// (vitest, all packages, then scripts/) → PWA and console builds → /login JS budget → core subpath isolation →
// end-to-end (Playwright, Debian Chromium) → engines smoke (Firefox ESR, WebKitGTK) → one summary line.
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  bin,
  ensureChromium,
  ensureEngines,
  ensureInstalled,
  ensureOpenssl,
  log,
  readJson,
  root,
  run,
} from './lib.mjs';

const VITEST_REPORT = '.vitest-report.json';
const workspaces = ['packages/core', 'packages/ui', 'mocks', 'apps/pwa', 'apps/console'];
/** The root scripts' own tests (scripts/*.test.ts), run after the workspaces' and counted with them. */
const SCRIPTS_REPORT = join('scripts', VITEST_REPORT);
const e2eApps = ['apps/pwa', 'apps/console'];
/**
 * Vitest's workers: one per core. Its default leaves a core to the main process (one worker on this 2-core
 * machine), but the main process idles while the files run: packages/core's 66 files took 60.8 s with one worker
 * and 42.5 s with two.
 */
const VITEST_WORKERS = `--maxWorkers=${availableParallelism()}`;
const failedSteps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, by name, repeated at the very end: CI keeps only the tail of a long log. */
const failures = [];

function step(name, cmd, args, options) {
  log(name);
  const started = Date.now();
  const code = run(cmd, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0) process.stdout.write(`\u2714 ${name} (${seconds} s)\n`);
  else {
    process.stdout.write(`\u2716 ${name} failed with exit code ${code} (${seconds} s)\n`);
    failedSteps.push(name);
  }
  return code === 0;
}

ensureInstalled();
const chromiumReady = ensureChromium();
if (!chromiumReady) failedSteps.push('Chromium for end-to-end tests');
const enginesReady = ensureEngines();
if (!enginesReady) failedSteps.push('Firefox ESR, WebKitWebDriver and Xvfb for the engines smoke');
if (!ensureOpenssl()) failedSteps.push('openssl for scripts/tls-host.mjs');

step('Lint and format (Biome)', bin('biome'), ['check', '.']);
// every package in one program (tsconfig.typecheck.json: the same files as the packages' own tsconfigs)
step('Typecheck (tsc, every package)', bin('tsc'), ['-p', 'tsconfig.typecheck.json']);
// DESIGN "Imports run one way" and no import circle (.dependency-cruiser.cjs); one line unless something breaks a rule
step('Import rules (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:imports']);

for (const ws of workspaces) rmSync(join(root, ws, VITEST_REPORT), { force: true });
step('Unit and contract tests (vitest)', bin('turbo'), [
  'run',
  'test',
  '--concurrency=1',
  // every package's tests run and report, not only those before the first failing one
  '--continue',
  '--',
  VITEST_WORKERS,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
]);
rmSync(join(root, SCRIPTS_REPORT), { force: true });
step('Root scripts tests (vitest, scripts/*.test.ts)', bin('vitest'), [
  'run',
  '--config',
  'scripts/vitest.config.mjs',
  VITEST_WORKERS,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${SCRIPTS_REPORT}`,
]);
for (const ws of [...workspaces, 'scripts']) {
  const report = join(root, ws, VITEST_REPORT);
  if (!existsSync(report)) continue;
  const r = readJson(report);
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  failures.push(...vitestFailures(ws, r));
}

// One build per app, in one turbo step: the e2e of each app runs against this build.
const built = step('Production builds (PWA and gate console)', bin('turbo'), [
  'run',
  'build',
  '--filter=@upah/pwa',
  '--filter=@upah/console',
  '--output-logs=errors-only',
]);
if (built)
  step('Bundle budget: JavaScript loaded per route (scripts/budget.mjs ROUTE_BUDGETS)', 'npm', [
    'run',
    'budget',
    '-w',
    '@upah/pwa',
  ]);
step('Core subpath isolation (bundle of each subpath alone)', process.execPath, [
  'packages/core/scripts/subpath-size.mjs',
]);

if (built && chromiumReady) {
  for (const app of e2eApps) {
    const report = join(root, app, 'test-results', 'e2e-report.json');
    rmSync(report, { force: true });
    step(
      `End-to-end tests (${app}, Playwright in Chromium)`,
      bin('playwright'),
      ['test', '--reporter=list,json'],
      {
        cwd: join(root, app),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      },
    );
    if (existsSync(report)) {
      const stats = readJson(report).stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
      failures.push(...playwrightFailures(app, readJson(report)));
    }
  }
}

// The same builds in Firefox (WebDriver BiDi) and WebKitGTK (WebKitWebDriver): e2e-engines/run.ts.
if (built && enginesReady) {
  const report = join(root, 'e2e-engines', 'test-results', 'report.json');
  rmSync(report, { force: true });
  step('Engines smoke (e2e-engines, Firefox ESR and WebKitGTK)', bin('tsx'), ['e2e-engines/run.ts']);
  if (existsSync(report)) {
    const r = readJson(report);
    totals.passed += r.passed;
    totals.failed += r.failed;
    totals.skipped += r.skipped;
    failures.push(...r.failures);
  }
}

process.stdout.write('\n');
for (const line of failures) process.stdout.write(`\u2716 ${line}\n`);
if (failedSteps.length > 0) process.stdout.write(`Failed steps: ${failedSteps.join('; ')}\n`);
if (totals.failed === 0 && failedSteps.length > 0) totals.failed = failedSteps.length;
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);

/** A vitest JSON report's failed tests and files, and a run that failed outside any test (an unhandled error). */
function vitestFailures(ws, report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${root}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      found.push(`${name} \u203a ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      found.push(`${name}: ${firstLine(file.message)}`);
  }
  if (found.length === 0 && report.success === false)
    found.push(
      `${ws}: vitest failed with every test passing (an error outside a test: see "Unhandled" in its output)`,
    );
  return found;
}

/** A Playwright JSON report's tests whose outcome was unexpected, with the first line of their error. */
function playwrightFailures(app, report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results?.at(-1)?.error?.message;
          found.push(`${app}/e2e/${spec.file} \u203a ${spec.title}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

function firstLine(text) {
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}
