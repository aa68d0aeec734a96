import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../catalogue';
import { subordinateClockInBody, subordinateClockOutBody } from '../contract/attendance';
import { DEV_QR_PASSPHRASE, encryptQrPayload, type QrClockType, type QrPayload } from '../qr';
import { gateKeyring } from '../qr/gate-keyring';
import { scanNotice } from './scan-notice';
import {
  checkScan,
  createScanSession,
  DUPLICATE_WINDOW_MS,
  indexSubordinates,
  markRecorded,
  NEW_DEVICE_WINDOW_MS,
  type ScanSubordinate,
  type SubordinateIndex,
  scanPresenceRequest,
  scanSubmitRule,
} from './scan-session';

const NOW = Date.UTC(2026, 10, 23, 1, 0, 0); // 08:00 in Jakarta
const passphrase = DEV_QR_PASSPHRASE;
const keys = gateKeyring();

const plainTeam: ScanSubordinate[] = [
  { id: 11, name: 'Budi Santoso', scheduleId: 501, shiftName: 'Pagi' },
  { id: 12, name: 'Siti Aminah', scheduleId: 502, shiftName: 'Siang' },
  { id: 13, name: 'Tanpa Shift', scheduleId: null, shiftName: null },
];
let subordinates: SubordinateIndex;

beforeAll(async () => {
  subordinates = indexSubordinates(await Promise.all(plainTeam.map((s) => keys.withKey(s))));
});

type Over = Partial<{ scheduleId: number | string; subOrdinateId: number | string; type: QrClockType }>;

const payloadOf = (over: Over = {}): QrPayload => ({
  scheduleId: 501,
  subOrdinateId: 11,
  latitude: -6.2,
  longitude: 106.8,
  employeeName: 'Budi Santoso',
  shiftName: 'Pagi',
  type: 'clock-in',
  ...over,
});

const code = (over: Over = {}, now = NOW, pass = passphrase) =>
  keys.sign(payloadOf(over), { now, passphrase: pass });

const check = (text: unknown, now = NOW, session = createScanSession(), index = subordinates) =>
  checkScan(session, text, { passphrase, subordinates: index, now });

describe('§5 QR scan session: verdicts', () => {
  it('accepts a fresh signed code of a direct subordinate on their schedule, type from the payload', async () => {
    const verdict = await check(await code({ type: 'clock-out' }));
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
        newDevice: false,
      },
    });
    expect(t(verdict.message)).toBe('Absen karyawan success');
  });

  it("§5 a malformed code is 'QR code is not valid!'", async () => {
    for (const text of ['', 'hello', 'U2FsdGVkX1', null, 42, (await code()).slice(0, -4)]) {
      const verdict = await check(text);
      expect(verdict).toMatchObject({ ok: false, status: 'invalid', message: 'qrInvalid' });
      expect(t(verdict.message)).toBe('QR code is not valid!');
    }
  });

  it("§5 a code with the SPEC passphrase but no signature is 'QR code is not valid!'", async () => {
    const unsigned = encryptQrPayload(payloadOf(), { passphrase, now: NOW });
    expect(await check(unsigned)).toMatchObject({ ok: false, status: 'invalid', message: 'qrInvalid' });
  });

  it("a code signed by another employee's key, or of a subordinate without a key, is invalid", async () => {
    expect(await check(await keys.sign(payloadOf(), { now: NOW, signer: 12 }))).toMatchObject({
      ok: false,
      status: 'invalid',
    });
    const keyless = indexSubordinates(plainTeam);
    expect(await check(await code(), NOW, createScanSession(), keyless)).toMatchObject({
      ok: false,
      status: 'invalid',
    });
  });

  it('a code made with another passphrase (another company) is invalid', async () => {
    expect(await check(await code({}, NOW, 'other-company'))).toMatchObject({ ok: false, status: 'invalid' });
  });

  it('a code older than 60 s is expired', async () => {
    expect(await check(await code({}, NOW - 61_000))).toMatchObject({
      ok: false,
      status: 'expired',
      message: 'qrExpired',
    });
  });

  it('a valid code of someone who is not a direct subordinate is refused', async () => {
    const verdict = await check(await code({ subOrdinateId: 99 }));
    expect(verdict).toMatchObject({ ok: false, status: 'not-subordinate', message: 'scanNotSubordinate' });
    expect(t(verdict.message)).toBe('Karyawan ini bukan bawahan langsung Anda');
  });

  it("a schedule that is not the subordinate's today is refused", async () => {
    expect(await check(await code({ scheduleId: 502 }))).toMatchObject({
      ok: false,
      status: 'wrong-schedule',
    });
    expect(await check(await code({ subOrdinateId: 13, scheduleId: 501 }))).toMatchObject({
      ok: false,
      status: 'wrong-schedule',
    });
    const verdict = await check(await code({ scheduleId: 502 }));
    if (verdict.status !== 'wrong-schedule') throw new Error('expected wrong-schedule');
    expect(t(verdict.message, 'id', verdict.vars)).toBe(
      'Jadwal pada QR code bukan jadwal Budi Santoso hari ini',
    );
  });

  it('ids as text in the payload match numeric ids', async () => {
    expect(await check(await code({ subOrdinateId: '11', scheduleId: '501' }))).toMatchObject({ ok: true });
  });

  it("the same employee, type and schedule recorded before is 'sudah tercatat' all day; the other type is not", async () => {
    const first = await check(await code());
    if (!first.ok) throw new Error('expected accepted');
    const session = markRecorded(createScanSession(), first.presence, NOW);
    const again = await check(await code({}, NOW + 5_000), NOW + 5_000, session);
    expect(again).toMatchObject({ ok: false, status: 'duplicate', message: 'scanAlreadyRecorded' });
    if (again.status !== 'duplicate') throw new Error('expected duplicate');
    expect(t(again.message, 'id', again.vars)).toBe('Budi Santoso sudah tercatat');
    expect(await check(await code({ type: 'clock-out' }, NOW + 5_000), NOW + 5_000, session)).toMatchObject({
      ok: true,
    });
    // an hour later, a fresh code of the same clock-in: still recorded (the server would refuse a second one)
    const hourLater = NOW + 3_600_000;
    expect(await check(await code({}, hourLater), hourLater, session)).toMatchObject({
      ok: false,
      status: 'duplicate',
    });
    const nextDay = NOW + DUPLICATE_WINDOW_MS;
    expect(await check(await code({}, nextDay), nextDay, session)).toMatchObject({ ok: true });
  });

  it('a code already recorded is refused for its whole lifetime, past the duplicate window', async () => {
    const text = await code({}, NOW + 20_000); // dated ahead of the scanner (clock skew)
    const first = await check(text);
    if (!first.ok) throw new Error('expected accepted');
    const session = markRecorded(createScanSession(), first.presence, NOW);
    // inside the code's life, with the employee's record forgotten (another kiosk session): the code itself is known
    const after = NOW + 70_000;
    const forgotten = { ...session, recent: new Map() };
    expect(await check(text, after, forgotten)).toMatchObject({ ok: false, status: 'duplicate' });
  });

  it('a key registered in the last 24 hours is flagged "perangkat baru", and still accepted', async () => {
    const fresh = await keys.withKey(
      plainTeam[0] as ScanSubordinate,
      new Date(NOW - 3_600_000).toISOString(),
    );
    const verdict = await check(await code(), NOW, createScanSession(), indexSubordinates([fresh]));
    expect(verdict).toMatchObject({ ok: true, presence: { newDevice: true } });
    const notice = scanNotice(verdict);
    expect(notice).toMatchObject({ tone: 'accepted', newDevice: true, vars: { name: 'Budi Santoso' } });
    expect(t('scanNewDevice', 'id', notice.vars)).toMatch(/^perangkat baru/);
    const old = await keys.withKey(
      plainTeam[0] as ScanSubordinate,
      new Date(NOW - NEW_DEVICE_WINDOW_MS - 1).toISOString(),
    );
    const verdictOld = await check(await code(), NOW, createScanSession(), indexSubordinates([old]));
    expect(verdictOld).toMatchObject({ ok: true, presence: { newDevice: false } });
  });

  it('the verdict → notice mapping: accepted, duplicate, refused', async () => {
    expect(scanNotice(await check('nope'))).toEqual({
      tone: 'refused',
      message: 'qrInvalid',
      newDevice: false,
    });
    const first = await check(await code());
    if (!first.ok) throw new Error('expected accepted');
    const session = markRecorded(createScanSession(), first.presence, NOW);
    expect(scanNotice(await check(await code({}, NOW + 1), NOW + 1, session))).toMatchObject({
      tone: 'duplicate',
      message: 'scanAlreadyRecorded',
    });
  });

  it("§5 submitting without valid data is 'QR Data not valid'", async () => {
    expect(scanSubmitRule(null)).toEqual({ ok: false, message: 'qrDataInvalid' });
    expect(t('qrDataInvalid')).toBe('QR Data not valid');
    const verdict = await check(await code());
    if (!verdict.ok) throw new Error('expected accepted');
    expect(scanSubmitRule(verdict.presence)).toEqual({ ok: true });
  });

  it('§7 builds the subordinate clock-in / clock-out body at the scan time (+07:00), presenceType qr, with the code', async () => {
    const text = await code();
    const verdict = await check(text);
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
        qrCode: text,
        photo: 'https://files.example/frame.jpg',
        clockIn: '2026-11-23T08:00:00+07:00',
      },
    });
    expect(subordinateClockInBody.safeParse(request.body).success).toBe(true);
    const out = scanPresenceRequest({ ...verdict.presence, type: 'clock-out' }, NOW);
    expect(out.type).toBe('clock-out');
    expect(subordinateClockOutBody.safeParse(out.body).success).toBe(true);
  });

  it('markRecorded forgets entries older than a day and codes past their lifetime (a kiosk left on for days)', () => {
    let session = createScanSession();
    const step = 30 * 60_000; // one scan every half hour for 50 hours
    for (let i = 0; i < 100; i++)
      session = markRecorded(
        session,
        { subordinateId: i + 1, type: 'clock-in', scheduleId: 500 + i, kid: 'k', issuedAt: NOW + i * step },
        NOW + i * step,
      );
    expect(session.recent.size).toBe(DUPLICATE_WINDOW_MS / step);
    expect(session.codes.size).toBe(1);
  });
});

describe('scan session properties', () => {
  it('never throws and never accepts an arbitrary string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const verdict = await check(text);
        expect(verdict.ok).toBe(false);
        expect(verdict.status).toBe('invalid');
      }),
    );
  });

  it('a scripted stream of scans records each employee, type and schedule at most once per day', async () => {
    const scan = fc.record({
      who: fc.constantFrom(11, 12),
      type: fc.constantFrom<QrClockType>('clock-in', 'clock-out'),
      gapMs: fc.integer({ min: 0, max: 40_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(scan, { maxLength: 30 }), async (scans) => {
        let session = createScanSession();
        let now = NOW;
        const recorded: { key: string; at: number }[] = [];
        for (const s of scans) {
          now += s.gapMs;
          const scheduleId = s.who === 11 ? 501 : 502;
          const text = await code({ subOrdinateId: s.who, scheduleId, type: s.type }, now);
          const verdict = await check(text, now, session);
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
      { numRuns: 30 },
    );
  });
});
