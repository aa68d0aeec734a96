/**
 * Scan benchmarks of the gate console. Not a test: it prints figures.
 *
 *   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 SOAK_MINUTES=30 node_modules/.bin/tsx apps/console/bench/scan-bench.ts
 *
 * Needs the mock and the console's production build running (`npm start`). One Chromium, its fake camera (640×480)
 * playing a .y4m of fresh codes of the supervisor's direct subordinates who have a phone (the gate personas, each
 * phone key registered with the mock as their phone does it, e2e/support/gate-phones.ts), PASSES rounds of them
 * (1.2 s each, 0.3 s blank between). BENCH_CODES=unsigned plays SPEC-only codes instead (what phones showed before
 * the signature: refused now, but the read time is comparable); BENCH_QR_LEVEL (L, as the phone draws it) sets the
 * error correction of the codes in the video.
 * 1. latency from the code entering the camera's view (the first video frame that is no longer blank, seen by
 *    requestVideoFrameCallback) to its card in the DOM (the first round accepted, later rounds "sudah tercatat":
 *    the same decode, decryption and signature check): median and p90;
 * 2. throughput: cards per minute over the run, and each employee recorded exactly once (mock history);
 * 3. soak: the video keeps looping (later passes are "sudah tercatat", then expired codes: the decoder works the
 *    same, a code in view nearly all the time: blank frames would hide a decoder leak) for SOAK_MINUTES. Every
 *    30 s: the page's JS heap after a forced GC, the renderer processes' memory (Pss, Linux /proc), and the decode
 *    worker's wasm memory and JS heap (./worker-memory.ts). Growth = the
 *    median of the last W minutes − the median of minutes A..A+W (W = min(10, T/5), A = min(10, T/3): for the
 *    2-hour soak, minutes 10–20 against the last 10). The samples are printed as a table (CSV to SOAK_CSV).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { codeFor } from '../e2e/support/camera';
import { MOCK_URL } from '../e2e/support/env';
import { phonePayload } from '../e2e/support/gate-phones';
import { phoneOf, presencesOf, subordinatesOf } from '../e2e/support/mock-api';
import { type QrLevel, type Segment, writeQrVideo } from '../e2e/support/y4m';
import { consoleWithCamera, runBench } from './bench-browser';
import { rendererMemoryMb } from './chromium-processes';
import { watchDecodeWorker } from './worker-memory';

const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
/** Rounds of the team's codes in the video (the team is the gate personas: four). */
const PASSES = Number(process.env.BENCH_PASSES ?? 6);
const UNSIGNED = process.env.BENCH_CODES === 'unsigned';
const LEVEL = (process.env.BENCH_QR_LEVEL ?? 'L') as QrLevel;
// core/qr imports crypto-js's extensionless subpaths, which Node's ESM loader refuses: load it through require.
const { DEV_QR_PASSPHRASE, encryptQrPayload } = createRequire(import.meta.url)(
  '@upah/core/qr',
) as typeof import('@upah/core/qr');
const FPS = 10;
const CODE_FRAMES = 12;
const GAP_FRAMES = 3;
const LEAD_FRAMES = 60;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : Number.NaN;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? Number.NaN;

/** Marks when a code enters the view (a non-blank frame after a blank one) and when each card appears. */
const MARKERS = `
  window.__enter = [];
  window.__cards = [];
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 12;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let blank = true;
  const watch = (video) => {
    const onFrame = (now) => {
      ctx.drawImage(video, 0, 0, 16, 12);
      const data = ctx.getImageData(0, 0, 16, 12).data;
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += data[i];
      const isBlank = sum / (data.length / 4) > 225;
      if (blank && !isBlank) window.__enter.push(now);
      blank = isBlank;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => {
    const video = document.querySelector('#scan-viewfinder video');
    if (video && !video.dataset.watched) {
      video.dataset.watched = '1';
      watch(video);
    }
    const card = document.querySelector('[data-testid="scan-card"]');
    const last = window.__cards[window.__cards.length - 1];
    if (card && (!last || last.seq !== card.dataset.seq))
      window.__cards.push({ at: performance.now(), kind: card.dataset.kind, seq: card.dataset.seq, text: card.textContent });
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    // Two refusals in a row differ only in data-seq (same text): React updates the attribute alone.
    attributes: true,
    attributeFilter: ['data-seq'],
  });
`;

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const team = await subordinatesOf(request, 'supervisor');
  if (team.length < 4)
    throw new Error(`the supervisor has only ${team.length} subordinates with a phone and a shift`);
  const COUNT = team.length * PASSES;
  const segments: Segment[] = [{ text: null, frames: LEAD_FRAMES }];
  // Fresh codes, as a worker's phone shows them (QR_MAX_AGE_MS is 60 s and the run is longer): each is issued for
  // the moment its segment starts playing, counted from now; the camera opens a few seconds later, so each code is
  // a few seconds old when it is read, never from the future.
  const written = Date.now();
  let offsetFrames = LEAD_FRAMES;
  const versions = new Set<number>();
  for (let i = 0; i < COUNT; i++) {
    const sub = team[i % team.length] as (typeof team)[number];
    const issuedAt = written + (offsetFrames / FPS) * 1000;
    const text = UNSIGNED
      ? encryptQrPayload(phonePayload(sub, 'clock-in'), { passphrase: DEV_QR_PASSPHRASE, now: issuedAt })
      : await codeFor(sub, 'clock-in', { ageMs: Date.now() - issuedAt });
    const qr = qrcode(0, LEVEL);
    qr.addData(text);
    qr.make();
    versions.add((qr.getModuleCount() - 17) / 4);
    segments.push({ text, frames: CODE_FRAMES });
    offsetFrames += CODE_FRAMES + GAP_FRAMES;
    segments.push({ text: null, frames: GAP_FRAMES });
  }
  const file = join(mkdtempSync(join(tmpdir(), 'upah-bench-')), 'codes.y4m');
  writeQrVideo(file, segments, { fps: FPS, level: LEVEL });
  process.stdout.write(
    `${UNSIGNED ? 'unsigned (SPEC only)' : 'signed'} codes, level ${LEVEL}: QR version ${[...versions].sort().join('/')}\n`,
  );

  const { browser, context } = await consoleWithCamera(file, [
    '--enable-precise-memory-info',
    '--js-flags=--expose-gc',
  ]);
  // Marks when a code enters the view (a non-blank frame after a blank one) and when each card appears.
  // A string, not a function: tsx would add its `__name` helper, which the page does not have.
  await context.addInitScript(MARKERS);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && process.stderr.write(`page: ${m.text()}\n`));
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  const phone = (await phoneOf(request, 'supervisor')).replace(/^\+62/, '0');
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();

  const runSeconds = (LEAD_FRAMES + COUNT * (CODE_FRAMES + GAP_FRAMES)) / FPS + 10;
  await page.waitForTimeout(runSeconds * 1000);
  const marks = await page.evaluate(() => {
    const w = window as unknown as {
      __enter: number[];
      __cards: { at: number; kind: string; seq: string; text: string }[];
    };
    return { enter: w.__enter, cards: w.__cards };
  });
  const accepted = marks.cards.filter((c) => c.kind === 'accepted');
  const latencies: number[] = [];
  for (const card of marks.cards) {
    const enter = marks.enter.filter((t) => t <= card.at).at(-1);
    if (enter !== undefined) latencies.push(card.at - enter);
  }
  const first = accepted[0]?.at ?? 0;
  const last = accepted.at(-1)?.at ?? 0;
  const perMinute = accepted.length > 1 ? ((accepted.length - 1) / (last - first)) * 60_000 : 0;
  const firstCard = marks.cards[0]?.at ?? 0;
  const lastCard = marks.cards.at(-1)?.at ?? 0;
  const cardsPerMinute =
    marks.cards.length > 1 ? ((marks.cards.length - 1) / (lastCard - firstCard)) * 60_000 : 0;
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="pending-count"]')?.textContent?.startsWith('0'),
  );
  const today = await page.getByTestId('today-count').textContent();
  const failed = (await page.getByTestId('failed-count').count())
    ? await page.getByTestId('failed-count').textContent()
    : '0';
  const kinds = new Map<string, number>();
  for (const c of marks.cards) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  process.stdout.write(
    `cards by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}; today count: ${today}; failed: ${failed}\n`,
  );
  const refusals = new Map<string, number>();
  for (const c of marks.cards)
    if (c.kind === 'refused') refusals.set(c.text, (refusals.get(c.text) ?? 0) + 1);
  for (const [text, n] of refusals) process.stdout.write(`  refused ×${n}: ${text}\n`);
  const rows = await presencesOf(request, 'qr', 'supervisor');
  const perEmployee = new Map<string, number>();
  for (const r of rows) perEmployee.set(r.employeeName, (perEmployee.get(r.employeeName) ?? 0) + 1);
  const recordedOnce = team.filter((s) => perEmployee.get(s.name) === 1).length;
  const expectedOnce = UNSIGNED ? 0 : team.length;
  const twice = [...perEmployee.values()].filter((n) => n > 1).length;

  process.stdout.write(
    [
      `codes shown: ${COUNT} (${team.length} employees × ${PASSES} rounds; 1.2 s each, 0.3 s gap; capacity 40/min)`,
      `accepted cards: ${accepted.length}; cards of any kind: ${marks.cards.length}`,
      `code in view → card: median ${median(latencies).toFixed(0)} ms, p90 ${pct(latencies, 0.9).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (n=${latencies.length})`,
      `throughput: ${cardsPerMinute.toFixed(1)} cards/min (first to last card); ${perMinute.toFixed(1)} accepted/min`,
      `recorded by the mock: ${rows.length} qr presences; employees recorded exactly once: ${recordedOnce}/${expectedOnce}; recorded twice or more: ${twice}`,
      '',
    ].join('\n'),
  );

  // Soak.
  const cdp = await context.newCDPSession(page);
  const worker = watchDecodeWorker(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  type Sample = {
    t: number;
    mb: number;
    all: number;
    own: number;
    wasm: number;
    workerHeap: number;
    workerId: string;
  };
  const samples: Sample[] = [];
  const soakStart = Date.now();
  const soakEnd = soakStart + SOAK_MINUTES * 60_000;
  const sample = async () => {
    const mb = (await heap()) / 1_048_576;
    const w = await worker.sample();
    const row: Sample = {
      t: (Date.now() - soakStart) / 60_000,
      mb,
      ...rendererMemoryMb(file),
      wasm: w?.wasmMb ?? Number.NaN,
      workerHeap: w?.jsHeapMb ?? Number.NaN,
      workerId: w?.id ?? '-',
    };
    samples.push(row);
    process.stderr.write(
      `soak ${row.t.toFixed(1)} min: page JS heap ${mb.toFixed(1)} MB, renderer ${row.all.toFixed(0)} MB (own ${row.own.toFixed(0)} MB), decode worker #${row.workerId} wasm ${row.wasm.toFixed(1)} MB, JS heap ${row.workerHeap.toFixed(2)} MB\n`,
    );
  };
  while (Date.now() < soakEnd) {
    await sample();
    await page.waitForTimeout(Math.min(30_000, Math.max(0, soakEnd - Date.now())));
  }
  await sample();
  const cards = await page.evaluate(() => (window as unknown as { __cards: unknown[] }).__cards.length);
  type Key = 'mb' | 'all' | 'own' | 'wasm' | 'workerHeap';
  const end = samples.at(-1)?.t ?? 0;
  const windowMin = Math.min(10, end / 5);
  const earlyFrom = Math.min(10, end / 3);
  const finite = (xs: number[]) => xs.filter((x) => Number.isFinite(x));
  const growth = (key: Key) =>
    (
      median(finite(samples.filter((s) => s.t >= end - windowMin).map((s) => s[key]))) -
      median(
        finite(samples.filter((s) => s.t >= earlyFrom && s.t <= earlyFrom + windowMin).map((s) => s[key])),
      )
    ).toFixed(1);
  const range = (key: Key) => {
    const xs = finite(samples.map((s) => s[key]));
    return `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)} MB`;
  };
  const workers = [...new Set(samples.map((s) => s.workerId))].filter((id) => id !== '-');
  const header =
    'minute,page_js_heap_mb,renderer_pss_mb,renderer_own_mb,worker,worker_wasm_mb,worker_js_heap_mb';
  const csv = [
    header,
    ...samples.map((s) =>
      [
        s.t.toFixed(1),
        s.mb.toFixed(1),
        s.all.toFixed(0),
        s.own.toFixed(0),
        s.workerId,
        s.wasm.toFixed(2),
        s.workerHeap.toFixed(2),
      ].join(','),
    ),
  ].join('\n');
  if (process.env.SOAK_CSV) writeFileSync(process.env.SOAK_CSV, `${csv}\n`);
  const windows = `median of minutes ${(end - windowMin).toFixed(1)}–${end.toFixed(1)} − of ${earlyFrom.toFixed(1)}–${(earlyFrom + windowMin).toFixed(1)}`;
  process.stdout.write(
    [
      `soak: ${SOAK_MINUTES} min of continuous scanning (${cards} cards in all); decode workers seen: ${workers.length} (${workers.join(', ')})`,
      csv,
      `growth (${windows}):`,
      `  page JS heap ${growth('mb')} MB (range ${range('mb')})`,
      `  renderer memory: all ${growth('all')} MB (range ${range('all')}); own, without shared frame buffers: ${growth('own')} MB (range ${range('own')})`,
      `  decode worker wasm ${growth('wasm')} MB (range ${range('wasm')}); JS heap ${growth('workerHeap')} MB (range ${range('workerHeap')})`,
      '',
    ].join('\n'),
  );
  await browser.close();
  await request.dispose();
}

runBench(main);
