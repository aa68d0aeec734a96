/**
 * The engines' smoke (`npm test` runs it after the Chromium e2e): the steps of ./steps.ts in stock Firefox ESR over
 * WebDriver BiDi (./firefox.ts) and in WebKitGTK's MiniBrowser over WebKitWebDriver (./webkit.ts), against ONE
 * production build of each app and one set of servers started here (./servers.ts), stopped by their PIDs at the end.
 * Run: `node_modules/.bin/tsx e2e-engines/run.ts` after building both apps (PWA_OUT_DIR / CONSOLE_OUT_DIR pick the
 * build folders; E2E_ENGINES=firefox or webkit runs one engine).
 * Prints each step with its time, each engine's total; writes e2e-engines/test-results/report.json
 * ({ passed, failed, skipped, failures, seconds }) for npm test's totals line, and a screenshot of every screen
 * to e2e-engines/test-results/<engine>/. Exit code 1 when a step failed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Engine } from './driver';
import { launchFirefox } from './firefox';
import type { Page } from './page';
import { startServers } from './servers';
import { STEPS, type Suite } from './steps';
import { launchWebKit } from './webkit';

const LAUNCH: Record<Engine['name'], () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};
const OUT = fileURLToPath(new URL('./test-results/', import.meta.url));

const wanted = (process.env.E2E_ENGINES ?? 'firefox,webkit')
  .split(',')
  .map((n) => n.trim())
  .filter((n): n is Engine['name'] => n in LAUNCH);

interface Report {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  seconds: Record<string, number>;
}

/** A step that has not ended by then fails, naming what each device was doing (a driver call that never returns). */
const STEP_MS = Number(process.env.E2E_ENGINES_STEP_MS ?? 90_000);

function withinStepTime(work: Promise<void>, suite: Suite): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const doing = [...suite.devices].map(([who, page]) => `${who}: ${page.doing}`).join('; ');
      reject(new Error(`the step took more than ${STEP_MS / 1000} s (last: ${doing})`));
    }, STEP_MS);
  });
  return Promise.race([work, overrun]).finally(() => clearTimeout(timer));
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

async function runEngine(name: Engine['name'], report: Report): Promise<void> {
  const started = Date.now();
  const dir = `${OUT}${name}/`;
  mkdirSync(dir, { recursive: true });
  let engine: Engine;
  try {
    engine = await LAUNCH[name]();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    report.failed += STEPS.length;
    report.failures.push(`${name}: the browser did not start: ${why}`);
    process.stdout.write(`\u2716 ${name}: the browser did not start: ${why}\n`);
    return;
  }
  const suite: Suite = {
    engine,
    devices: new Map(),
    async screenshot(shot: string, page: Page) {
      writeFileSync(`${dir}${shot}.png`, await page.tab.screenshot());
    },
  };
  process.stdout.write(`\n${name} (launched in ${seconds(started)} s)\n`);
  try {
    for (const [i, step] of STEPS.entries()) {
      const stepStarted = Date.now();
      try {
        await withinStepTime(step.run(suite), suite);
        report.passed += 1;
        process.stdout.write(`  \u2714 ${name} \u203a ${step.name} (${seconds(stepStarted)} s)\n`);
      } catch (error) {
        report.failed += 1;
        const why = error instanceof Error ? error.message : String(error);
        report.failures.push(`e2e-engines ${name} \u203a ${step.name}: ${why.split('\n')[0]}`);
        process.stdout.write(
          `  \u2716 ${name} \u203a ${step.name} (${seconds(stepStarted)} s)\n    ${why}\n`,
        );
        // a hung driver must not hang the run: each picture gets 10 s
        for (const [who, page] of suite.devices)
          await Promise.race([
            suite.screenshot(`failed-${String(i + 1).padStart(2, '0')}-${who}`, page),
            new Promise((r) => setTimeout(r, 10_000).unref()),
          ]).catch(() => {});
      }
    }
  } finally {
    await engine.close().catch(() => {});
  }
  report.seconds[name] = seconds(started);
  process.stdout.write(`${name}: ${seconds(started)} s\n`);
}

async function main(): Promise<number> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const report: Report = { passed: 0, failed: 0, skipped: 0, failures: [], seconds: {} };
  const started = Date.now();
  const servers = await startServers();
  report.seconds.servers = seconds(started);
  try {
    for (const name of wanted) await runEngine(name, report);
  } finally {
    servers.stop();
  }
  report.seconds.total = seconds(started);
  writeFileSync(`${OUT}report.json`, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `\n${report.passed} passed, ${report.failed} failed in ${report.seconds.total} s (${wanted
      .map((n) => `${n} ${report.seconds[n] ?? '-'} s`)
      .join(', ')}; servers ${report.seconds.servers} s)\n`,
  );
  for (const line of report.failures) process.stdout.write(`\u2716 ${line}\n`);
  return report.failed > 0 || wanted.length === 0 ? 1 : 0;
}

process.exitCode = await main();
