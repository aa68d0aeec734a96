// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storageLeft, storageLow } from './kiosk-health';

const MB = 1024 * 1024;

describe('gate console storage (a full day offline: ~2,000 scans with photos)', () => {
  it('says nothing when the browser gives no estimate', () => {
    expect(storageLeft({ storage: null })).toBeNull();
    expect(storageLow({ storage: null })).toBe(false);
  });

  it('is fine with room for a day of photos', () => {
    expect(storageLow({ storage: { usage: 50 * MB, quota: 2000 * MB } })).toBe(false);
  });

  it('warns before a write fails: under 200 MB left', () => {
    expect(storageLow({ storage: { usage: 1850 * MB, quota: 2000 * MB } })).toBe(true);
    expect(storageLeft({ storage: { usage: 1850 * MB, quota: 2000 * MB } })).toBe(150 * MB);
  });

  it('warns under 10 % of a large quota left', () => {
    expect(storageLow({ storage: { usage: 9500 * MB, quota: 10_000 * MB } })).toBe(true);
  });
});
