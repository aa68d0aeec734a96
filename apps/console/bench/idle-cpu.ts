/**
 * Idle cost of the gate console: the CPU the renderer and GPU processes use while scan mode runs with nothing in
 * view (the fake camera plays a blank white video), as a percentage of one core. Not a test: it prints figures.
 *
 *   E2E_CONSOLE_PORT=4602 E2E_MOCK_PORT=4603 IDLE_MINUTES=10 node_modules/.bin/tsx apps/console/bench/idle-cpu.ts
 *
 * Needs the mock and the console's production build served (as scan-bench.ts). After signing in it waits
 * IDLE_WARMUP_SECONDS (default 30: the decode rate steps down after 15 s with nothing in view), then reads the
 * processes' CPU time (/proc/<pid>/stat) at the start and end of IDLE_MINUTES, and every minute in between, and
 * where it went: the busiest threads of the renderer and GPU processes by name (main thread, decode worker,
 * compositor, media), from /proc/<pid>/task.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { MOCK_URL } from '../e2e/support/env';
import { phoneOf } from '../e2e/support/mock-api';
import { writeQrVideo } from '../e2e/support/y4m';
import { consoleWithCamera, runBench } from './bench-browser';
import { chromiumPids, cpuSeconds, threadCpuSeconds } from './chromium-processes';

const IDLE_MINUTES = Number(process.env.IDLE_MINUTES ?? 10);
const WARMUP_SECONDS = Number(process.env.IDLE_WARMUP_SECONDS ?? 30);

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const file = join(mkdtempSync(join(tmpdir(), 'upah-idle-')), 'blank.y4m');
  writeQrVideo(file, [{ text: null, frames: 10 }], { fps: 10 });
  const { browser, context } = await consoleWithCamera(file);
  const page = await context.newPage();
  const phone = (await phoneOf(request, 'hr')).replace(/^\+62/, '0');
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('#scan-viewfinder video');
    return !!video && video.readyState >= 2;
  });
  // Nothing touches the page from here on: Playwright stays idle until the end.
  await page.waitForTimeout(WARMUP_SECONDS * 1000);

  const groups = { renderer: ['renderer'], gpu: ['gpu-process'], other: ['utility'] } as const;
  type Group = keyof typeof groups;
  const read = () => {
    const at = performance.now();
    const cpu = {} as Record<Group, number>;
    for (const [group, types] of Object.entries(groups) as [Group, readonly string[]][])
      cpu[group] = chromiumPids(file, [...types]).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const threads = new Map<string, number>();
    for (const [group, types] of [
      ['renderer', ['renderer']],
      ['gpu', ['gpu-process']],
    ] as const)
      for (const pid of chromiumPids(file, [...types]))
        for (const [name, seconds] of threadCpuSeconds(pid))
          threads.set(`${group}: ${name}`, (threads.get(`${group}: ${name}`) ?? 0) + seconds);
    return { at, cpu, threads };
  };
  const first = read();
  let previous = first;
  const minutes: string[] = [];
  for (let minute = 1; minute <= IDLE_MINUTES; minute++) {
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const now = read();
    const seconds = (now.at - previous.at) / 1000;
    const pct = (g: Group) => (((now.cpu[g] - previous.cpu[g]) / seconds) * 100).toFixed(1);
    minutes.push(`min ${minute}: renderer ${pct('renderer')} %, gpu ${pct('gpu')} %`);
    process.stderr.write(`${minutes.at(-1)}\n`);
    previous = now;
  }
  const elapsed = (previous.at - first.at) / 1000;
  const pct = (g: Group) => ((previous.cpu[g] - first.cpu[g]) / elapsed) * 100;
  process.stdout.write(
    [
      `idle scan mode, nothing in view, ${IDLE_MINUTES} min after a ${WARMUP_SECONDS} s warm-up (% of one core):`,
      ...minutes.map((m) => `  ${m}`),
      'busiest threads (% of one core):',
      ...[...previous.threads]
        .map(
          ([name, seconds]) => [name, ((seconds - (first.threads.get(name) ?? 0)) / elapsed) * 100] as const,
        )
        .filter(([, share]) => share >= 0.1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([name, share]) => `  ${name} ${share.toFixed(1)} %`),
      `renderer ${pct('renderer').toFixed(1)} % + GPU ${pct('gpu').toFixed(1)} % = ${(pct('renderer') + pct('gpu')).toFixed(1)} % (utility processes, camera capture among them: ${pct('other').toFixed(1)} %)`,
      '',
    ].join('\n'),
  );
  await browser.close();
  await request.dispose();
}

runBench(main);
