/**
 * Scan benchmark of the gate console: it prints its figures and judges them (exit 1 on a failure).
 *
 *   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 node_modules/.bin/tsx apps/console/bench/scan-bench.ts
 *
 * Needs the mock and the console's production build running (`npm start`). One Chromium, its fake camera (640×480)
 * playing a .y4m of fresh codes of the supervisor's direct subordinates who have a phone (the gate personas, each
 * phone key registered with the mock as their phone does it, e2e/support/gate-phones.ts), PASSES rounds of them
 * (1.2 s each, 0.3 s blank between). BENCH_CODES=unsigned plays SPEC-only codes instead (what phones showed before
 * the signature: refused now, but the read time is comparable); BENCH_QR_LEVEL (L, as the phone draws it) sets the
 * error correction of the codes in the video.
 * 1. latency from the code entering the camera's view (the first video frame that is no longer blank, seen by
 *    requestVideoFrameCallback) to its card in the DOM (the first round accepted, later rounds "sudah tercatat":
 *    the same decode, decryption and signature check), each card paired with its own code by the employee it names
 *    or, for a refusal, by order (./scan-judge.ts): median and p90;
 * 2. throughput: paired cards per minute, and each employee recorded exactly once (mock history).
 * Verdict (./scan-judge.ts): exit 1 when a code read no card (fewer cards than codes), when the median card takes
 * over BENCH_MAX_MEDIAN_MS (1000), when the paired cards come slower than BENCH_MIN_CARDS_PER_MINUTE (36: 90 % of
 * the video's 40 codes a minute), when a scan failed to send, when anyone is recorded twice, or when a signed run
 * leaves someone unrecorded. The memory soak is ./kiosk-soak.ts.
 */
import { mkdtempSync } from 'node:fs';
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
import { median, pairCardsWithCodes, pairedPerMinute, scanFailures } from './scan-judge';

/** A card at the median may take at most this long from the code entering the view (else the bench fails). */
const MAX_MEDIAN_MS = Number(process.env.BENCH_MAX_MEDIAN_MS ?? 1000);
/** Paired cards a minute at least (the video shows 40 codes a minute: 1.2 s each and a 0.3 s gap). */
const MIN_CARDS_PER_MINUTE = Number(process.env.BENCH_MIN_CARDS_PER_MINUTE ?? 36);
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
  // The codes in the order the video shows them (later entries are the video looping round), each with its employee.
  const shownCodes = marks.enter
    .slice(0, COUNT)
    .map((enteredAt, i) => ({ enteredAt, name: (team[i % team.length] as (typeof team)[number]).name }));
  // a card after the video looped round (its first code entering again) is no card of the run's codes
  const pairs = pairCardsWithCodes(
    shownCodes,
    marks.cards,
    team.map((s) => s.name),
    marks.enter[COUNT],
  );
  const latencies = pairs.map((p) => p.latencyMs);
  const cardsPerMinute = pairedPerMinute(shownCodes, marks.cards, pairs);
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="pending-count"]')?.textContent?.startsWith('0'),
  );
  const today = await page.getByTestId('today-count').textContent();
  const failed = (await page.getByTestId('failed-count').count())
    ? Number.parseInt(
        (await page.getByTestId('failed-count').locator('.stat__value').textContent()) ?? '',
        10,
      )
    : 0;
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
      `code in view → card: median ${median(latencies).toFixed(0)} ms, p90 ${pct(latencies, 0.9).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (n=${latencies.length} cards paired with their codes; ${marks.enter.length} codes seen entering)`,
      `throughput: ${cardsPerMinute.toFixed(1)} paired cards/min (first code in view to last paired card); ${accepted.length} accepted`,
      `recorded by the mock: ${rows.length} qr presences; employees recorded exactly once: ${recordedOnce}/${expectedOnce}; recorded twice or more: ${twice}`,
      '',
    ].join('\n'),
  );

  await browser.close();
  await request.dispose();
  const failures = scanFailures(
    {
      shown: COUNT,
      entered: Math.min(marks.enter.length, COUNT),
      pairs,
      cardsPerMinute,
      failed: Number.isNaN(failed) ? 1 : failed,
      twice,
      recordedOnce,
      expectedOnce,
    },
    { maxMedianMs: MAX_MEDIAN_MS, minCardsPerMinute: MIN_CARDS_PER_MINUTE },
  );
  if (failures.length > 0) {
    process.stdout.write(`FAIL: ${failures.join('; ')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `PASS: ${pairs.length}/${COUNT} codes read, median card ${median(latencies).toFixed(0)} ms ≤ ${MAX_MEDIAN_MS} ms, ${cardsPerMinute.toFixed(1)} cards/min ≥ ${MIN_CARDS_PER_MINUTE}, nothing failed, nobody recorded twice\n`,
  );
}

runBench(main);
