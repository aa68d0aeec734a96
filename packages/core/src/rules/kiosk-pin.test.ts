import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterWrongPin,
  hashPin,
  lockoutLeftMs,
  NO_ATTEMPTS,
  newPinRule,
  PIN_LOCKOUT_MS,
  PIN_MAX_FAILURES,
  triesLeft,
  verifyPin,
} from './kiosk-pin';

describe('console kiosk lock: supervisor PIN', () => {
  it('a new PIN is 4 to 8 digits typed twice the same', () => {
    expect(newPinRule('1234', '1234')).toEqual({ ok: true });
    expect(newPinRule('123', '123')).toEqual({ ok: false, reason: 'format' });
    expect(newPinRule('123456789', '123456789')).toEqual({ ok: false, reason: 'format' });
    expect(newPinRule('12a4', '12a4')).toEqual({ ok: false, reason: 'format' });
    expect(newPinRule('1234', '1235')).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('PBKDF2 hash: the right PIN verifies, any other does not, and the record holds no PIN', async () => {
    const record = await hashPin('4821', 1000);
    expect(JSON.stringify(record)).not.toContain('4821');
    expect(await verifyPin('4821', record)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{4,8}$/), async (other) => {
        fc.pre(other !== '4821');
        expect(await verifyPin(other, record)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });

  it('two hashes of the same PIN differ (random salt)', async () => {
    const [a, b] = await Promise.all([hashPin('1111', 1000), hashPin('1111', 1000)]);
    expect(a.hash).not.toBe(b.hash);
  });

  it('5 wrong tries lock out for 60 s, then each further failure doubles it', () => {
    let attempts = NO_ATTEMPTS;
    for (let i = 1; i < PIN_MAX_FAILURES; i++) {
      attempts = afterWrongPin(attempts, 1000);
      expect(lockoutLeftMs(attempts, 1000)).toBe(0);
      expect(triesLeft(attempts)).toBe(PIN_MAX_FAILURES - i);
    }
    attempts = afterWrongPin(attempts, 1000);
    expect(lockoutLeftMs(attempts, 1000)).toBe(PIN_LOCKOUT_MS);
    expect(lockoutLeftMs(attempts, 1000 + PIN_LOCKOUT_MS)).toBe(0);
    attempts = afterWrongPin(attempts, 2000);
    expect(lockoutLeftMs(attempts, 2000)).toBe(2 * PIN_LOCKOUT_MS);
  });
});
