/**
 * The kiosk soak: the gate console in scan mode for SOAK_MINUTES with its camera on, judged on its memory.
 *
 *   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 SOAK_MINUTES=120 SOAK_PATTERN=continuous \
 *     node_modules/.bin/tsx apps/console/bench/kiosk-soak.ts
 *
 * Needs the mock and the console's production build running (`npm start`, or the e2e's preview + mock). One
 * Chromium whose fake camera (640×480, 10 fps) loops a video of the supervisor's team's signed codes (the gate
 * personas; the first pass is accepted, later ones "sudah tercatat", then expired: the decoder works the same).
 * SOAK_PATTERN:
 * - continuous (default): a code in view nearly all the time, without a pause;
 * - day: SOAK_BURST_MINUTES (10) of arrivals, then SOAK_IDLE_MINUTES (50) with nobody in view, and again: the
 *   camera's file is rewritten in place between the two videos (same size; Chromium reads each frame from it).
 * Every SOAK_SAMPLE_SECONDS (60) one line: the renderer processes' RSS and Pss (Linux /proc), the page's JS heap
 * after a forced GC, the decode worker's JS heap (DevTools protocol) and its WebAssembly.Memory size, which the
 * worker reports itself (`self.decoderWasmBytes()` in packages/ui/src/qr-decode-worker.ts), and the cards shown.
 * Verdict (./soak-judge.ts): after SOAK_WARMUP_MINUTES (20) the renderer's RSS may grow at most
 * SOAK_MAX_MB_PER_HOUR (20), least-squares slope over the later samples; every sample must have measured the
 * renderer (an RSS of 0: none found); and every stretch of arrivals (a day's burst, or each SOAK_BURST_MINUTES of a
 * continuous run) must show new cards. Else, or with fewer than 3 samples after the warm-up, the process exits with
 * 1. SOAK_CSV=file writes the series. SOAK_LEAK_MB_PER_MINUTE makes the page keep that many MB more each minute: the
 * judge's own check (a run with it must fail).
 */
import { closeSync, copyFileSync, mkdtempSync, openSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { codeFor } from '../e2e/support/camera';
import { MOCK_URL } from '../e2e/support/env';
import { phoneOf, subordinatesOf } from '../e2e/support/mock-api';
import { type Segment, writeQrVideo } from '../e2e/support/y4m';
import { consoleWithCamera, runBench } from './bench-browser';
import { rendererMemoryMb, rendererRssMb } from './chromium-processes';
import { judgeCards, judgeSoak } from './soak-judge';
import { watchDecodeWorker } from './worker-memory';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = env('SOAK_MINUTES', 120);
const PATTERN = process.env.SOAK_PATTERN ?? 'continuous';
const BURST_MINUTES = env('SOAK_BURST_MINUTES', 10);
const IDLE_MINUTES = env('SOAK_IDLE_MINUTES', 50);
const SAMPLE_SECONDS = env('SOAK_SAMPLE_SECONDS', 60);
const WARMUP_MINUTES = env('SOAK_WARMUP_MINUTES', 20);
const MAX_MB_PER_HOUR = env('SOAK_MAX_MB_PER_HOUR', 20);
const LEAK_MB_PER_MINUTE = env('SOAK_LEAK_MB_PER_MINUTE', 0);
const CODE_FRAMES = 12;
const GAP_FRAMES = 3;
const PASSES = 2;

if (PATTERN !== 'continuous' && PATTERN !== 'day')
  throw new Error(`SOAK_PATTERN must be continuous or day, not ${PATTERN}`);

/** Counts the scan cards the page shows (a new data-seq is a new card). */
const COUNT_CARDS = `
  window.__cards = 0;
  let last = null;
  new MutationObserver(() => {
    const card = document.querySelector('[data-testid="scan-card"]');
    if (card && card.dataset.seq !== last) {
      last = card.dataset.seq;
      window.__cards += 1;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seq'] });
`;

/** Whether arrivals are in view at `minute` of the run (day: a burst, then idle, repeated). */
const inBurst = (minute: number) =>
  PATTERN === 'continuous' || minute % (BURST_MINUTES + IDLE_MINUTES) < BURST_MINUTES;

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const team = await subordinatesOf(request, 'supervisor');
  if (team.length === 0) throw new Error('the supervisor has no subordinate with a phone and a shift today');
  const segments: Segment[] = [{ text: null, frames: 30 }];
  for (let pass = 0; pass < PASSES; pass++)
    for (const sub of team) {
      segments.push({ text: await codeFor(sub, 'clock-in'), frames: CODE_FRAMES });
      segments.push({ text: null, frames: GAP_FRAMES });
    }
  const dir = mkdtempSync(join(tmpdir(), 'upah-soak-'));
  const camera = join(dir, 'camera.y4m');
  const codes = join(dir, 'codes.y4m');
  const blank = join(dir, 'blank.y4m');
  writeQrVideo(codes, segments);
  writeQrVideo(
    blank,
    segments.map((s) => ({ text: null, frames: s.frames })),
  );
  copyFileSync(codes, camera);
  /**
   * Puts `file`'s frames into the camera's video in place: written over, never truncated (same size, so the
   * browser's reader keeps its offsets and never meets a short file).
   */
  const show = (file: string) => {
    const from = openSync(file, 'r');
    const to = openSync(camera, 'r+');
    const chunk = Buffer.alloc(8 * 1_048_576);
    try {
      for (
        let at = 0, n = readSync(from, chunk, 0, chunk.length, 0);
        n > 0;
        n = readSync(from, chunk, 0, chunk.length, at)
      ) {
        writeSync(to, chunk, 0, n, at);
        at += n;
      }
    } finally {
      closeSync(from);
      closeSync(to);
    }
  };

  const { browser, context } = await consoleWithCamera(camera, ['--js-flags=--expose-gc']);
  await context.addInitScript(COUNT_CARDS);
  const page = await context.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill((await phoneOf(request, 'supervisor')).replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();

  const cdp = await context.newCDPSession(page);
  const worker = watchDecodeWorker(page);
  const pageHeapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1_048_576;
  };
  type Row = {
    minute: number;
    rss: number;
    pss: number;
    pageHeap: number;
    workerHeap: number;
    wasm: number;
    cards: number;
    view: 'codes' | 'idle';
  };
  const rows: Row[] = [];
  const header =
    'minute,view,renderer_rss_mb,renderer_pss_mb,page_js_heap_mb,worker_js_heap_mb,worker_wasm_mb,cards';
  const csvLine = (r: Row) =>
    [
      r.minute.toFixed(1),
      r.view,
      r.rss.toFixed(1),
      r.pss.toFixed(1),
      r.pageHeap.toFixed(1),
      r.workerHeap.toFixed(2),
      r.wasm.toFixed(2),
      r.cards,
    ].join(',');
  process.stdout.write(
    `kiosk soak: ${MINUTES} min, ${PATTERN}${PATTERN === 'day' ? ` (${BURST_MINUTES} min arrivals, ${IDLE_MINUTES} min idle)` : ''}, ${team.length} codes per pass; a sample every ${SAMPLE_SECONDS} s; judged after minute ${WARMUP_MINUTES} against ${MAX_MB_PER_HOUR} MB/h${LEAK_MB_PER_MINUTE ? `; LEAK ${LEAK_MB_PER_MINUTE} MB/min injected` : ''}\n${header}\n`,
  );

  const start = Date.now();
  let view: Row['view'] = 'codes';
  for (let sample = 0; ; sample++) {
    const minute = (Date.now() - start) / 60_000;
    const wanted = inBurst(minute) ? 'codes' : 'idle';
    if (wanted !== view) {
      show(wanted === 'codes' ? codes : blank);
      view = wanted;
    }
    if (LEAK_MB_PER_MINUTE > 0)
      await page.evaluate(
        (mb) => {
          const w = window as unknown as { __leak?: Uint8Array[] };
          w.__leak ??= [];
          w.__leak.push(new Uint8Array(mb * 1_048_576).fill(1));
        },
        (LEAK_MB_PER_MINUTE * SAMPLE_SECONDS) / 60,
      );
    const memory = rendererMemoryMb(camera);
    const w = await worker.sample();
    const row: Row = {
      minute,
      view,
      rss: rendererRssMb(camera),
      pss: memory.all,
      pageHeap: await pageHeapMb(),
      workerHeap: w?.jsHeapMb ?? Number.NaN,
      wasm: w?.wasmMb ?? Number.NaN,
      cards: await page.evaluate(() => (window as unknown as { __cards: number }).__cards),
    };
    rows.push(row);
    process.stdout.write(`${csvLine(row)}\n`);
    if (minute >= MINUTES) break;
    // The next sample on the clock (not after this one's own time), and a pattern switch on its minute.
    const nextAt = start + (sample + 1) * SAMPLE_SECONDS * 1000;
    await page.waitForTimeout(Math.max(0, Math.min(nextAt, start + MINUTES * 60_000 + 1000) - Date.now()));
  }
  await browser.close();
  await request.dispose();
  if (process.env.SOAK_CSV)
    writeFileSync(process.env.SOAK_CSV, `${header}\n${rows.map(csvLine).join('\n')}\n`);

  const verdict = judgeSoak(
    rows.map((r) => ({ minute: r.minute, mb: r.rss })),
    { warmupMinutes: WARMUP_MINUTES, maxMbPerHour: MAX_MB_PER_HOUR },
  );
  const cards = judgeCards(rows, BURST_MINUTES);
  const at = (m: number) =>
    rows.reduce((best, r) => (Math.abs(r.minute - m) < Math.abs(best.minute - m) ? r : best));
  const marks = [1, 20, 60, 120].filter((m) => m <= MINUTES + 0.5);
  process.stdout.write(
    [
      'minute: renderer RSS / page heap / worker heap / wasm (MB)',
      ...marks.map((m) => {
        const r = at(m);
        return `  ${m}: ${r.rss.toFixed(0)} / ${r.pageHeap.toFixed(1)} / ${r.workerHeap.toFixed(2)} / ${r.wasm.toFixed(2)}`;
      }),
      `verdict: ${verdict.text}`,
      `cards: ${cards.text}`,
      '',
    ].join('\n'),
  );
  // Exit now with the verdict: a handle the browser's sessions leave behind would keep Node waiting.
  process.exit(verdict.ok && cards.ok ? 0 : 1);
}

runBench(main);
