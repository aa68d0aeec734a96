import { describe, expect, it } from 'vitest';
import { clockTapFields } from './clock-tap-fields';
import {
  CLOCK_FUTURE_TOLERANCE_MS,
  clockEntryReady,
  clockOffsetFromDate,
  clockTimeCheck,
  LATE_ARRIVAL_MS,
  OFFLINE_CLOCK_MAX_AGE_MS,
} from './offline-clock';

const NOW = Date.parse('2024-05-15T10:00:00+07:00');

describe('offline clock entries (extension of §7 clock-in/clock-out)', () => {
  it('a kept tap is recorded at its own time corrected by the offset, flagged offline', () => {
    expect(
      clockTimeCheck({ clientTimeMs: NOW - 3_600_000, clockOffsetMs: 1000, serverNowMs: NOW, offline: true }),
    ).toEqual({ ok: true, atMs: NOW - 3_599_000, flags: ['offline'] });
  });

  it('refuses a time more than 12 hours back or more than 5 minutes ahead', () => {
    const old = clockTimeCheck({
      clientTimeMs: NOW - OFFLINE_CLOCK_MAX_AGE_MS - 1,
      clockOffsetMs: 0,
      serverNowMs: NOW,
      offline: true,
    });
    expect(old).toMatchObject({
      ok: false,
      code: 'too-old',
      message: 'clockTimeTooOld',
      vars: { hours: 12 },
    });
    const ahead = clockTimeCheck({
      clientTimeMs: NOW + CLOCK_FUTURE_TOLERANCE_MS + 1,
      clockOffsetMs: 0,
      serverNowMs: NOW,
      offline: true,
    });
    expect(ahead).toMatchObject({ ok: false, code: 'in-future', message: 'clockTimeInFuture' });
    expect(
      clockTimeCheck({
        clientTimeMs: NOW - 7_200_000,
        clockOffsetMs: 0,
        serverNowMs: NOW,
        offline: true,
        maxAgeMs: 3_600_000,
      }),
    ).toMatchObject({ ok: false, vars: { hours: 1 } });
  });

  it('a phone clock off by more than 2 minutes is flagged clock-skew, by its offset or its distance from the server', () => {
    const skewed = clockTimeCheck({
      clientTimeMs: NOW - 3_600_000,
      clockOffsetMs: 3_600_000,
      serverNowMs: NOW,
      offline: true,
    });
    expect(skewed).toEqual({ ok: true, atMs: NOW, flags: ['offline', 'clock-skew'] });
    expect(
      clockTimeCheck({ clientTimeMs: NOW - 121_000, clockOffsetMs: null, serverNowMs: NOW, offline: false }),
    ).toEqual({
      ok: true,
      atMs: NOW - 121_000,
      flags: ['clock-skew'],
    });
    expect(
      clockTimeCheck({ clientTimeMs: NOW - 119_000, clockOffsetMs: 119_000, serverNowMs: NOW, offline: true })
        .ok,
    ).toBe(true);
  });

  it('a tap sent "online" that reaches the server more than 2 minutes late was kept on the phone: flagged offline', () => {
    const late = clockTimeCheck({
      clientTimeMs: NOW - LATE_ARRIVAL_MS - 1000,
      clockOffsetMs: 0,
      serverNowMs: NOW,
      offline: false,
    });
    expect(late).toEqual({ ok: true, atMs: NOW - LATE_ARRIVAL_MS - 1000, flags: ['offline'] });
    expect(
      clockTimeCheck({ clientTimeMs: NOW - 5000, clockOffsetMs: 0, serverNowMs: NOW, offline: false }),
    ).toEqual({ ok: true, atMs: NOW - 5000, flags: [] });
  });

  it('the call sent at once and the kept entry carry the same tap fields; only a kept one says offline', () => {
    const tap = {
      latitude: -6.2,
      longitude: 106.8,
      locationSignals: { accuracyMeters: 10, fixAgeMs: 2000, flags: [] },
      happenedAt: NOW,
      fixTime: NOW - 2000,
      clockOffsetMs: 999.6,
      offline: false,
    };
    expect(clockTapFields(tap)).toEqual({
      latitude: -6.2,
      longitude: 106.8,
      locationSignals: { accuracyMeters: 10, fixAgeMs: 2000, flags: [] },
      clientTime: '2024-05-15T10:00:00+07:00',
      fixTime: '2024-05-15T09:59:58+07:00',
      clockOffsetMs: 1000,
    });
    expect(clockTapFields({ ...tap, offline: true, clockOffsetMs: null })).toMatchObject({ offline: true });
    expect(clockTapFields({ ...tap, clockOffsetMs: null })).not.toHaveProperty('clockOffsetMs');
  });

  it('the offset is server minus phone from the Date header, null without a readable one', () => {
    expect(clockOffsetFromDate('Wed, 15 May 2024 03:00:00 GMT', Date.parse('2024-05-15T02:00:00Z'))).toBe(
      3_600_000,
    );
    expect(clockOffsetFromDate(null, NOW)).toBeNull();
    expect(clockOffsetFromDate('nonsense', NOW)).toBeNull();
  });

  it('a clock-out waits for its kept clock-in, goes after it was accepted and is refused after it was refused', () => {
    const out = { key: 'o', type: 'clock-out' as const, afterKey: 'i', happenedAt: NOW };
    const none = new Set<string>();
    expect(clockEntryReady(out, { accepted: none, refused: none })).toBe('wait');
    expect(clockEntryReady(out, { accepted: new Set(['i']), refused: none })).toBe('send');
    expect(clockEntryReady(out, { accepted: none, refused: new Set(['i']) })).toBe('refused');
    expect(clockEntryReady({ ...out, afterKey: null }, { accepted: none, refused: none })).toBe('send');
    expect(clockEntryReady({ ...out, type: 'clock-in' }, { accepted: none, refused: none })).toBe('send');
  });
});
