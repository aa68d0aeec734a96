/**
 * DESIGN "packages/core" + SPEC §9 helpers: importing one core subpath into a page does not pull in the
 * others. Bundles format, geo, bucket and qr with Vite (see scripts/subpath-size.mjs) and checks what got in.
 */
import { describe, expect, it } from 'vitest';
import {
  type Measured,
  measureEntry,
  QR_GZIP_LIMIT_BYTES,
  runSubpathSizeCheck,
  type SubpathResult,
  violationsOf,
} from '../scripts/subpath-size.mjs';

const MINE = ['format', 'geo', 'bucket', 'qr'];

function measured(result: SubpathResult | undefined): { one: Measured; all: Measured } {
  if (result?.status !== 'ok') throw new Error(`not measured: ${JSON.stringify(result)}`);
  return result;
}

describe('core subpath isolation', () => {
  it('§9 helpers: format, geo, bucket and qr bundle alone, with no leak and the qr budget kept', async () => {
    const { results, violations } = await runSubpathSizeCheck({ subpaths: MINE });
    expect(violations).toEqual([]);
    expect(results.map((r) => [r.subpath, r.status])).toEqual(MINE.map((s) => [s, 'ok']));

    for (const subpath of ['format', 'geo', 'bucket']) {
      const { one, all } = measured(results.find((r) => r.subpath === subpath));
      expect(all.deps, subpath).toEqual([]);
      expect(all.coreAreas, subpath).toEqual([subpath]);
      expect(one.gzipBytes).toBeLessThanOrEqual(all.gzipBytes);
      // Pure helpers: a couple of KB at most, nowhere near a dependency's size.
      expect(all.gzipBytes, subpath).toBeLessThan(2 * 1024);
    }

    const qr = measured(results.find((r) => r.subpath === 'qr'));
    expect(qr.all.deps).toEqual(['crypto-js']);
    expect(qr.all.cryptoFull).toBe(false);
    expect(qr.all.cryptoParts).toContain('aes');
    expect(qr.all.coreAreas).toEqual(['qr']);
    expect(qr.all.gzipBytes).toBeLessThan(QR_GZIP_LIMIT_BYTES);
  }, 60_000);

  it('§9 helpers: the check is not blind — whole crypto-js, zod, dayjs and another core area are caught', async () => {
    const cases: [string, string, RegExp][] = [
      ["import C from 'crypto-js'; globalThis.__probe = C;", 'qr', /more of crypto-js than AES|over/],
      ["import * as z from 'zod/mini'; globalThis.__probe = z.string();", 'format', /contains zod/],
      ["import dayjs from 'dayjs'; globalThis.__probe = dayjs;", 'bucket', /contains dayjs/],
      [
        "import { messages } from './src/catalogue/messages.ts'; globalThis.__probe = messages;",
        'geo',
        /other core areas/,
      ],
    ];
    for (const [code, subpath, expected] of cases) {
      const violations = violationsOf(await measureEntry(code, subpath));
      expect(violations.join('\n'), code).toMatch(expected);
    }
  }, 60_000);

  it('§9 helpers: a subpath that does not exist yet is reported as missing, not as a failure', async () => {
    const { results, violations } = await runSubpathSizeCheck({ subpaths: ['not-written-yet'] });
    expect(results).toEqual([{ subpath: 'not-written-yet', status: 'missing' }]);
    expect(violations).toEqual([]);
  });
});
