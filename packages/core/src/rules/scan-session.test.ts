import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../catalogue';
import { subordinateClockInBody, subordinateClockOutBody } from '../contract/attendance';
import { DEV_QR_PASSPHRASE, encryptQrPayload, type QrClockType } from '../qr';
import {
  checkScan,
  createScanSession,
  DUPLICATE_WINDOW_MS,
  indexSubordinates,
  markRecorded,
  type ScanSubordinate,
  scanPresenceRequest,
  scanSubmitRule,
} from './scan-session';

const NOW = Date.UTC(2026, 10, 23, 1, 0, 0); // 08:00 in Jakarta
const passphrase = DEV_QR_PASSPHRASE;

const team: ScanSubordinate[] = [
  { id: 11, name: 'Budi Santoso', scheduleId: 501, shiftName: 'Pagi' },
  { id: 12, name: 'Siti Aminah', scheduleId: 502, shiftName: 'Siang' },
  { id: 13, name: 'Tanpa Shift', scheduleId: null, shiftName: null },
];
const subordinates = indexSubordinates(team);

function code(
  over: Partial<{ scheduleId: number | string; subOrdinateId: number | string; type: QrClockType }> = {},
  now = NOW,
  pass = passphrase,
): string {
  return encryptQrPayload(
    {
      scheduleId: 501,
      subOrdinateId: 11,
      latitude: -6.2,
      longitude: 106.8,
      employeeName: 'Budi Santoso',
      shiftName: 'Pagi',
      type: 'clock-in',
      ...over,
    },
    { passphrase: pass, now },
  );
}

const check = (text: unknown, now = NOW, session = createScanSession()) =>
  checkScan(session, text, { passphrase, subordinates, now });

describe('§5 QR scan session: verdicts', () => {
  it('accepts a fresh code of a direct subordinate on their schedule, type from the payload', () => {
    const verdict = check(code({ type: 'clock-out' }));
    expect(verdict).toMatchObject({
      ok: true,
      status: 'accepted',
      message: 'subordinatePresenceSuccess',
      presence: {
        subordinateId: 11,
        name: 'Budi Santoso',
        scheduleId: 501,
        shiftName: 'Pagi',
        type: 'clock-out',
      },
    });
    expect(t(verdict.message)).toBe('Absen karyawan success');
  });

  it("§5 a malformed code is 'QR code is not valid!'", () => {
    for (const text of ['', 'hello', 'U2FsdGVkX1', null, 42, code().slice(0, -4)]) {
      const verdict = check(text);
      expect(verdict).toMatchObject({ ok: false, status: 'invalid', message: 'qrInvalid' });
      expect(t(verdict.message)).toBe('QR code is not valid!');
    }
  });

  it('a code made with another passphrase (another company) is invalid', () => {
    expect(check(code({}, NOW, 'other-company'))).toMatchObject({ ok: false, status: 'invalid' });
  });

  it('a code older than 60 s is expired', () => {
    expect(check(code({}, NOW - 61_000))).toMatchObject({
      ok: false,
      status: 'expired',
      message: 'qrExpired',
    });
  });

  it('a valid code of someone who is not a direct subordinate is refused', () => {
    const verdict = check(code({ subOrdinateId: 99 }));
    expect(verdict).toMatchObject({ ok: false, status: 'not-subordinate', message: 'scanNotSubordinate' });
    expect(t(verdict.message)).toBe('Karyawan ini bukan bawahan langsung Anda');
  });

  it("a schedule that is not the subordinate's today is refused", () => {
    expect(check(code({ scheduleId: 502 }))).toMatchObject({ ok: false, status: 'wrong-schedule' });
    expect(check(code({ subOrdinateId: 13, scheduleId: 501 }))).toMatchObject({
      ok: false,
      status: 'wrong-schedule',
    });
    const verdict = check(code({ scheduleId: 502 }));
    if (verdict.status !== 'wrong-schedule') throw new Error('expected wrong-schedule');
    expect(t(verdict.message, 'id', verdict.vars)).toBe(
      'Jadwal pada QR code bukan jadwal Budi Santoso hari ini',
    );
  });

  it('ids as text in the payload match numeric ids', () => {
    expect(check(code({ subOrdinateId: '11', scheduleId: '501' }))).toMatchObject({ ok: true });
  });

  it("the same employee and type within 60 s is 'sudah tercatat'; the other type is not", () => {
    const first = check(code());
    if (!first.ok) throw new Error('expected accepted');
    const session = markRecorded(createScanSession(), first.presence, NOW);
    const again = check(code({}, NOW + 5_000), NOW + 5_000, session);
    expect(again).toMatchObject({ ok: false, status: 'duplicate', message: 'scanAlreadyRecorded' });
    if (again.status !== 'duplicate') throw new Error('expected duplicate');
    expect(t(again.message, 'id', again.vars)).toBe('Budi Santoso sudah tercatat');
    expect(check(code({ type: 'clock-out' }, NOW + 5_000), NOW + 5_000, session)).toMatchObject({ ok: true });
    const later = NOW + DUPLICATE_WINDOW_MS;
    expect(check(code({}, later), later, session)).toMatchObject({ ok: true });
  });

  it("§5 submitting without valid data is 'QR Data not valid'", () => {
    expect(scanSubmitRule(null)).toEqual({ ok: false, message: 'qrDataInvalid' });
    expect(t('qrDataInvalid')).toBe('QR Data not valid');
    const verdict = check(code());
    if (!verdict.ok) throw new Error('expected accepted');
    expect(scanSubmitRule(verdict.presence)).toEqual({ ok: true });
  });

  it('§7 builds the subordinate clock-in / clock-out body at the scan time (+07:00), presenceType qr', () => {
    const verdict = check(code());
    if (!verdict.ok) throw new Error('expected accepted');
    const request = scanPresenceRequest(verdict.presence, NOW, 'https://files.example/frame.jpg');
    expect(request).toEqual({
      type: 'clock-in',
      body: {
        subordinateId: 11,
        scheduleId: 501,
        latitude: -6.2,
        longitude: 106.8,
        presenceType: 'qr',
        photo: 'https://files.example/frame.jpg',
        clockIn: '2026-11-23T08:00:00+07:00',
      },
    });
    expect(subordinateClockInBody.safeParse(request.body).success).toBe(true);
    const out = scanPresenceRequest({ ...verdict.presence, type: 'clock-out' }, NOW);
    expect(out.type).toBe('clock-out');
    expect(subordinateClockOutBody.safeParse(out.body).success).toBe(true);
  });

  it('markRecorded forgets entries older than the window', () => {
    let session = createScanSession();
    for (let i = 0; i < 100; i++)
      session = markRecorded(session, { subordinateId: i + 1, type: 'clock-in' }, NOW + i * 10_000);
    expect(session.recent.size).toBeLessThanOrEqual(6);
  });
});

describe('scan session properties', () => {
  it('never throws and never accepts an arbitrary string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const verdict = check(text);
        expect(verdict.ok).toBe(false);
        expect(verdict.status).toBe('invalid');
      }),
    );
  });

  it('never accepts a code whose base64 was altered', () => {
    const original = code();
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: original.length - 3 }),
        fc.constantFrom('A', 'z', '9', '+'),
        (i, ch) => {
          fc.pre(original[i] !== ch);
          const altered = original.slice(0, i) + ch + original.slice(i + 1);
          const verdict = check(altered);
          // A flipped byte either garbles the JSON (invalid) or, rarely, lands in padding: never another person.
          if (verdict.ok) expect(verdict.presence.subordinateId).toBe(11);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a scripted stream of scans records each employee and type at most once per 60 s window', () => {
    const scan = fc.record({
      who: fc.constantFrom(11, 12),
      type: fc.constantFrom<QrClockType>('clock-in', 'clock-out'),
      gapMs: fc.integer({ min: 0, max: 40_000 }),
    });
    fc.assert(
      fc.property(fc.array(scan, { maxLength: 40 }), (scans) => {
        let session = createScanSession();
        let now = NOW;
        const recorded: { key: string; at: number }[] = [];
        for (const s of scans) {
          now += s.gapMs;
          const scheduleId = s.who === 11 ? 501 : 502;
          const verdict = check(code({ subOrdinateId: s.who, scheduleId, type: s.type }, now), now, session);
          expect(verdict.status === 'accepted' || verdict.status === 'duplicate').toBe(true);
          if (verdict.ok) {
            expect(verdict.presence.type).toBe(s.type);
            session = markRecorded(session, verdict.presence, now);
            recorded.push({ key: `${s.who}|${s.type}`, at: now });
          }
        }
        const last = new Map<string, number>();
        for (const r of recorded) {
          const prev = last.get(r.key);
          if (prev !== undefined) expect(r.at - prev).toBeGreaterThanOrEqual(DUPLICATE_WINDOW_MS);
          last.set(r.key, r.at);
        }
      }),
      { numRuns: 40 },
    );
  });
});
