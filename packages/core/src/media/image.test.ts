import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin, isCompressibleImage, qualityLadder } from './image';

describe('photo compression before upload (DESIGN: JPEG, long side ≤ 640 px, quality ~0.8, ≤ 150 KB)', () => {
  it('fits a 1280×720 camera frame to 640×360 and a portrait 720×1280 to 360×640', () => {
    expect(fitWithin(1280, 720, 640)).toEqual({ width: 640, height: 360 });
    expect(fitWithin(720, 1280, 640)).toEqual({ width: 360, height: 640 });
  });

  it('never enlarges, keeps the aspect ratio within rounding, and the long side ≤ maxSide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 16, max: 2000 }),
        (w, h, max) => {
          const out = fitWithin(w, h, max);
          expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(Math.max(max, 1));
          expect(out.width).toBeLessThanOrEqual(w);
          expect(out.height).toBeLessThanOrEqual(h);
          if (Math.min(out.width, out.height) > 20)
            expect(Math.abs(out.width / out.height - w / h) / (w / h)).toBeLessThan(0.1);
        },
      ),
    );
    expect(fitWithin(0, 10, 640)).toEqual({ width: 0, height: 0 });
  });

  it('tries qualities from 0.8 down to 0.6', () => {
    expect(qualityLadder(0.8, 0.6)).toEqual([0.8, 0.7, 0.6]);
    expect(qualityLadder(0.5, 0.6)).toEqual([0.5]);
  });

  it('compresses images only: a PDF passes through untouched', async () => {
    expect(isCompressibleImage('image/jpeg')).toBe(true);
    expect(isCompressibleImage('image/webp')).toBe(true);
    expect(isCompressibleImage('application/pdf')).toBe(false);
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(await compressImage(pdf)).toBe(pdf);
  });
});
