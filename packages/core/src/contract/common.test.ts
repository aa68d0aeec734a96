import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../catalogue/messages';
import type { JakartaFields } from '../format/jakarta-time';
import {
  date,
  jakartaTimestamp,
  paginationQuery,
  rejectBody,
  requestStatus,
  rupiah,
  serverTimestamp,
  time,
} from './common';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const wallClock = fc.record({
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
});
const local = (t: Omit<JakartaFields, 'weekday'>) =>
  `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

describe('wire primitives (SPEC §9, docs/ARCHITECTURE.md wire format)', () => {
  it('§9 timestamps are sent with a fixed +07:00 offset: any wall clock with +07:00 is accepted', () => {
    fc.assert(fc.property(wallClock, (t) => jakartaTimestamp.safeParse(`${local(t)}+07:00`).success));
  });

  it('§9 timestamps without +07:00 are refused (Z, other offsets, no offset)', () => {
    const otherOffset = fc
      .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom('00', '30', '45'))
      .map(([sign, h, m]) => `${sign}${pad(h)}:${m}`)
      .filter((offset) => offset !== '+07:00');
    const suffix = fc.oneof(otherOffset, fc.constant('Z'), fc.constant(''), fc.constant('+0700'));
    fc.assert(
      fc.property(wallClock, suffix, (t, s) => {
        const result = jakartaTimestamp.safeParse(`${local(t)}${s}`);
        return !result.success && result.error.issues[0]?.message === messages.timestampFormat;
      }),
    );
    expect(jakartaTimestamp.safeParse('2024-05-01 08:00:00+07:00').success).toBe(false);
    expect(jakartaTimestamp.safeParse('2024-13-01T08:00:00+07:00').success).toBe(false);
  });

  it('§9 server timestamps may carry any explicit offset but never none', () => {
    expect(serverTimestamp.safeParse('2024-05-01T08:00:00+07:00').success).toBe(true);
    expect(serverTimestamp.safeParse('2024-05-01T01:00:00.123Z').success).toBe(true);
    expect(serverTimestamp.safeParse('2024-05-01T08:00:00').success).toBe(false);
  });

  it('§3 dates are YYYY-MM-DD calendar dates and times HH:mm:ss', () => {
    expect(date.safeParse('2024-02-29').success).toBe(true);
    expect(date.safeParse('2023-02-29').success).toBe(false);
    expect(date.safeParse('01-05-2024').success).toBe(false);
    expect(time.safeParse('08:30:00').success).toBe(true);
    expect(time.safeParse('8:30').success).toBe(false);
    expect(time.safeParse('24:00:00').success).toBe(false);
  });

  it('§9 Rupiah is a whole non-negative number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => rupiah.safeParse(n).success),
    );
    fc.assert(fc.property(fc.integer({ min: -1e12, max: -1 }), (n) => !rupiah.safeParse(n).success));
    expect(rupiah.safeParse(1000.5).success).toBe(false);
    expect(rupiah.safeParse('1000').success).toBe(false);
  });

  it('§4 request statuses are pending, approved, rejected, canceled', () => {
    for (const s of ['pending', 'approved', 'rejected', 'canceled']) expect(requestStatus.parse(s)).toBe(s);
    expect(requestStatus.safeParse('cancelled').success).toBe(false);
    expect(requestStatus.safeParse('PENDING').success).toBe(false);
  });

  it('§9 history page size: query strings are read as numbers', () => {
    expect(paginationQuery.parse({ page: '1', size: '10' })).toEqual({ page: 1, size: 10 });
    const bad = paginationQuery.safeParse({ page: '0', size: 'ten' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['page', 'size']);
  });

  it('§4 rejecting needs a reason entered', () => {
    expect(rejectBody.parse({ rejectReason: '  salah shift ' })).toEqual({ rejectReason: 'salah shift' });
    const empty = rejectBody.safeParse({ rejectReason: '   ' });
    expect(empty.error?.issues[0]?.path).toEqual(['rejectReason']);
  });
});
