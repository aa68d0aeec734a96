/**
 * Month close for payroll (contract/month-close.ts, DESIGN "Payroll closes months"): hr closes an ended month and
 * reopens it with a reason, both logged; anyone else gets 403. Once closed, every write that would change the
 * month's numbers answers 409 'Bulan April 2024 sudah ditutup untuk penggajian' and changes nothing: one test per
 * write below. testClock: Wednesday 15 May 2024, 09:00 in Jakarta.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { at, bareDay, clockInAt, employeePhone } from '../day-fixture';
import { personaByKey } from '../personas';
import type { MockState } from '../state/types';
import { type JsonAnswer, loginAs, personaCaller, testApp, uploadAs } from '../test-support';

const EMPLOYEE = personaByKey('employee').employeeId;
const CLOSED = 'Bulan April 2024 sudah ditutup untuk penggajian';
const POS = { latitude: -6.2, longitude: 106.84 };

describe('month close: hr closes, reopens with a reason, reads the log', () => {
  it('hr closes April; the recap of April carries it, May is open; the log has it', async () => {
    const { app } = testApp();
    const call = personaCaller(app);
    const closed = await call('hr', 'POST', '/attendance/recap/close', { month: '2024-04' });
    expect(closed.status).toBe(200);
    expect(closed.data).toEqual({
      month: '2024-04',
      closedAt: '2024-05-15T09:00:00+07:00',
      closedBy: 'Ratna Kusumawati',
      closedById: personaByKey('hr').employeeId,
    });
    const april = await call('supervisor', 'GET', '/attendance/recap?month=2024-04');
    expect((april.data as { close: unknown }).close).toEqual(closed.data);
    const may = await call('supervisor', 'GET', '/attendance/recap?month=2024-05');
    expect((may.data as { close: unknown }).close).toBeNull();
    const self = await call('employee', 'GET', '/attendance/recap/self?month=2024-04');
    expect((self.data as { close: unknown }).close).toEqual(closed.data);
    const member = await call(
      'supervisor',
      'GET',
      `/attendance/recap/member?month=2024-04&subordinateId=${EMPLOYEE}`,
    );
    expect((member.data as { close: unknown }).close).toEqual(closed.data);
    const log = await call('hr', 'GET', '/attendance/recap/close/log');
    expect(log.data).toEqual({
      closed: [closed.data],
      entries: [
        {
          id: 1,
          month: '2024-04',
          action: 'close',
          at: '2024-05-15T09:00:00+07:00',
          by: 'Ratna Kusumawati',
          byId: personaByKey('hr').employeeId,
          reason: null,
        },
      ],
    });
  });

  it('a month not over (May on 15 May) or already closed is 409; reopening needs a reason and is logged', async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const may = await call('hr', 'POST', '/attendance/recap/close', { month: '2024-05' });
    expect([may.status, may.message]).toEqual([409, 'Bulan Mei 2024 belum berakhir']);
    expect((await call('hr', 'POST', '/attendance/recap/close', { month: '2024-04' })).status).toBe(200);
    const twice = await call('hr', 'POST', '/attendance/recap/close', { month: '2024-04' });
    expect([twice.status, twice.message]).toEqual([409, CLOSED]);
    const blank = await call('hr', 'POST', '/attendance/recap/reopen', { month: '2024-04', reason: '  ' });
    expect([blank.status, blank.message]).toEqual([400, 'reason: Alasan wajib diisi']);
    server.clock.advance(3_600_000);
    const reopened = await call('hr', 'POST', '/attendance/recap/reopen', {
      month: '2024-04',
      reason: 'Lembur Budi belum masuk',
    });
    expect(reopened.status).toBe(200);
    const again = await call('hr', 'POST', '/attendance/recap/reopen', { month: '2024-04', reason: 'lagi' });
    expect([again.status, again.message]).toEqual([409, 'Bulan April 2024 belum ditutup']);
    const log = (await call('hr', 'GET', '/attendance/recap/close/log')).data as {
      closed: unknown[];
      entries: { action: string; at: string; reason: string | null }[];
    };
    expect(log.closed).toEqual([]);
    expect(log.entries.map((e) => [e.action, e.at, e.reason])).toEqual([
      ['reopen', '2024-05-15T10:00:00+07:00', 'Lembur Budi belum masuk'],
      ['close', '2024-05-15T09:00:00+07:00', null],
    ]);
    const recap = await call('supervisor', 'GET', '/attendance/recap?month=2024-04');
    expect((recap.data as { close: unknown }).close).toBeNull();
  });

  it.each(['employee', 'supervisor', 'gate-1'] as const)(
    '%s: close, reopen and the log are 403',
    async (key) => {
      const { app, state } = testApp();
      const call = personaCaller(app);
      expect((await call(key, 'POST', '/attendance/recap/close', { month: '2024-04' })).status).toBe(403);
      expect(
        (await call(key, 'POST', '/attendance/recap/reopen', { month: '2024-04', reason: 'x' })).status,
      ).toBe(403);
      expect((await call(key, 'GET', '/attendance/recap/close/log')).status).toBe(403);
      expect(state.domains.monthClose.log).toEqual([]);
    },
  );
});

/** What a refused write must leave as it was: the employee's requests and presences, field by field. */
function fingerprint(state: MockState): string {
  const mine = <T extends { employeeId: number }>(items: Iterable<T>) =>
    [...items].filter((r) => r.employeeId === EMPLOYEE);
  const d = state.domains;
  return JSON.stringify([
    mine(d.leave.requests.values()),
    mine(d.permission.requests.values()),
    mine(d.overtime.requests.values()),
    mine(d.correction.requests.values()),
    mine(d.attendance.presences.values()),
  ]);
}

describe('month close: every write on a day of the closed month is 409 and changes nothing', () => {
  const server = testApp();
  const { app, state } = server;
  const call = personaCaller(app);
  /** Pending items of April made before the close, by kind. */
  const ids: Record<string, number> = {};
  /** Bare April days: 22–29 hold the pending items, 30 is where the new ones are asked. */
  const day = (date: string) => bareDay(state, EMPLOYEE, date);
  const pending = (answer: JsonAnswer) => {
    if (answer.status !== 200) throw new Error(`setup: ${answer.status} ${answer.message}`);
    return (answer.data as { id: number }).id;
  };

  /** A photo the employee uploaded through our upload call (DESIGN "Evidence": only the caller's own). */
  let photo = '';

  beforeAll(async () => {
    photo = await uploadAs(app, await loginAs(app, 'employee'));
    day('2024-04-22');
    ids.leave = pending(
      await call('employee', 'POST', '/leave/request/create', {
        leaveCategory: 'CT',
        description: 'Acara keluarga',
        startAt: '2024-04-22',
        endAt: '2024-04-22',
        photos: [],
      }),
    );
    const permission = day('2024-04-23');
    ids.permission = pending(
      await call('employee', 'POST', '/permission/request', {
        scheduleId: permission.id,
        startTime: '08:00:00',
        endTime: '10:00:00',
        description: 'Ke dokter',
        ...POS,
        photo: null,
      }),
    );
    const overtime = day('2024-04-24');
    ids.overtime = pending(
      await call('employee', 'POST', '/overtime/request/create/workday', {
        scheduleId: overtime.id,
        startAt: at('2024-04-24', '17:00:00'),
        endAt: at('2024-04-24', '19:00:00'),
        description: 'Stok opname',
        photos: [],
      }),
    );
    const remote = day('2024-04-25');
    ids.remote = pending(
      await call('employee', 'POST', '/attendance/presence/remote/request', {
        scheduleId: remote.id,
        requestedDate: '2024-04-25',
        description: 'Kerja dari rumah',
        ...POS,
        photo,
      }),
    );
    const manual = day('2024-04-26');
    ids.presence = pending(
      await call('supervisor', 'POST', '/attendance/presence/clock-in/subordinate', {
        subordinateId: EMPLOYEE,
        scheduleId: manual.id,
        ...POS,
        presenceType: 'manual',
        clockIn: at('2024-04-26', '08:00:00'),
      }),
    );
    ids.manualSchedule = manual.id;
    const corrected = day('2024-04-29');
    ids.correction = pending(
      await call('employee', 'POST', '/attendance/correction/request', {
        scheduleId: corrected.id,
        clockIn: at('2024-04-29', '08:00:00'),
        clockOut: at('2024-04-29', '17:00:00'),
        reason: 'Lupa absen',
        photo: null,
      }),
    );
    ids.newDay = day('2024-04-30').id;
    expect((await call('hr', 'POST', '/attendance/recap/close', { month: '2024-04' })).status).toBe(200);
  });

  const reason = { rejectReason: 'Tidak sesuai' };
  const writes: [string, () => Promise<JsonAnswer>][] = [
    [
      'leave.create',
      () =>
        call('employee', 'POST', '/leave/request/create', {
          leaveCategory: 'CT',
          description: 'Cuti',
          startAt: '2024-04-30',
          endAt: '2024-05-02',
          photos: [],
        }),
    ],
    ['leave.approve', () => call('supervisor', 'POST', `/leave/request/approve/${ids.leave}`)],
    ['leave.reject', () => call('supervisor', 'POST', `/leave/request/reject/${ids.leave}`, reason)],
    [
      'leave.approveBulk',
      () => call('supervisor', 'POST', '/leave/request/approve-bulk', { requestIds: [ids.leave] }),
    ],
    ['leave.cancel', () => call('employee', 'POST', `/leave/request/cancel/${ids.leave}`)],
    [
      'permission.create',
      () =>
        call('employee', 'POST', '/permission/request', {
          scheduleId: ids.newDay,
          startTime: '08:00:00',
          endTime: '09:00:00',
          description: 'Ke bank',
          ...POS,
          photo: null,
        }),
    ],
    ['permission.approve', () => call('supervisor', 'POST', `/permission/request/${ids.permission}/approve`)],
    [
      'permission.reject',
      () => call('supervisor', 'POST', `/permission/request/${ids.permission}/reject`, reason),
    ],
    [
      'permission.approveBulk',
      () => call('supervisor', 'POST', '/permission/request/bulk/approve', { id: [ids.permission] }),
    ],
    ['permission.cancel', () => call('employee', 'POST', `/permission/request/${ids.permission}/cancel`)],
    [
      'overtime.create',
      () =>
        call('employee', 'POST', '/overtime/request/create/workday', {
          scheduleId: ids.newDay,
          startAt: at('2024-04-30', '17:00:00'),
          endAt: at('2024-04-30', '18:00:00'),
          description: 'Lembur',
          photos: [],
        }),
    ],
    ['overtime.approve', () => call('supervisor', 'POST', `/overtime/request/approve/${ids.overtime}`)],
    ['overtime.reject', () => call('supervisor', 'POST', `/overtime/request/reject/${ids.overtime}`, reason)],
    [
      'overtime.approveBulk',
      () => call('supervisor', 'POST', '/overtime/request/approve-bulk', { requestIds: [ids.overtime] }),
    ],
    ['overtime.cancel', () => call('employee', 'POST', `/overtime/request/cancel/${ids.overtime}`)],
    [
      'attendance.remoteRequest',
      () =>
        call('employee', 'POST', '/attendance/presence/remote/request', {
          scheduleId: ids.newDay,
          requestedDate: '2024-04-30',
          description: 'Kerja dari rumah',
          ...POS,
          photo,
        }),
    ],
    [
      'attendance.remoteCancel',
      () => call('employee', 'POST', `/attendance/presence/remote/request/${ids.remote}/cancel`),
    ],
    [
      'attendance.presenceApprove (remote)',
      () => call('supervisor', 'POST', `/attendance/presence/${ids.remote}/approve`),
    ],
    [
      'attendance.presenceApprove (manual)',
      () => call('supervisor', 'POST', `/attendance/presence/${ids.presence}/approve`),
    ],
    [
      'attendance.presenceReject',
      () => call('supervisor', 'POST', `/attendance/presence/${ids.presence}/reject`, reason),
    ],
    [
      'attendance.presenceApproveBulk',
      () => call('supervisor', 'POST', '/attendance/presence/approve-bulk', { id: [ids.presence] }),
    ],
    [
      'attendance.subordinateClockIn',
      () =>
        call('supervisor', 'POST', '/attendance/presence/clock-in/subordinate', {
          subordinateId: EMPLOYEE,
          scheduleId: ids.newDay,
          ...POS,
          presenceType: 'manual',
          clockIn: at('2024-04-30', '08:00:00'),
        }),
    ],
    [
      'attendance.subordinateClockOut',
      () =>
        call('supervisor', 'POST', '/attendance/presence/clock-out/subordinate', {
          subordinateId: EMPLOYEE,
          scheduleId: ids.manualSchedule,
          ...POS,
          presenceType: 'manual',
          clockOut: at('2024-04-26', '17:00:00'),
        }),
    ],
    [
      'correction.create',
      () =>
        call('employee', 'POST', '/attendance/correction/request', {
          scheduleId: ids.newDay,
          clockIn: at('2024-04-30', '08:00:00'),
          clockOut: at('2024-04-30', '17:00:00'),
          reason: 'Lupa absen',
          photo: null,
        }),
    ],
    [
      'correction.approve',
      () => call('supervisor', 'POST', `/attendance/correction/request/${ids.correction}/approve`),
    ],
    [
      'correction.reject',
      () => call('supervisor', 'POST', `/attendance/correction/request/${ids.correction}/reject`, reason),
    ],
    [
      'correction.approveBulk',
      () => call('supervisor', 'POST', '/attendance/correction/approve-bulk', { id: [ids.correction] }),
    ],
    [
      'correction.cancel',
      () => call('employee', 'POST', `/attendance/correction/request/${ids.correction}/cancel`),
    ],
  ];

  it.each(writes)('%s: 409, the month named, nothing changed', async (_name, write) => {
    const before = fingerprint(state);
    const answer = await write();
    expect([answer.status, answer.message]).toEqual([409, CLOSED]);
    expect(fingerprint(state)).toBe(before);
  });

  it('reopened, the same writes go through again (an approval of April)', async () => {
    expect(
      (await call('hr', 'POST', '/attendance/recap/reopen', { month: '2024-04', reason: 'Koreksi susulan' }))
        .status,
    ).toBe(200);
    expect((await call('supervisor', 'POST', `/leave/request/approve/${ids.leave}`)).status).toBe(200);
    expect(
      (await call('supervisor', 'POST', `/attendance/correction/request/${ids.correction}/approve`)).status,
    ).toBe(200);
  });
});

describe('month close: a self clock-in or clock-out of a shift of the closed month', () => {
  it('a night shift of 30 April still running on 1 May at 02:00: clock-out and clock-in are 409', async () => {
    const server = testApp();
    const { app, state } = server;
    const night = bareDay(state, EMPLOYEE, '2024-04-30');
    night.startTime = '22:00:00';
    night.endTime = '06:00:00';
    await clockInAt(server, night.id, '2024-04-30', '22:01:00');
    server.clock.set('2024-05-01T02:00:00+07:00');
    const call = personaCaller(app);
    expect((await call('hr', 'POST', '/attendance/recap/close', { month: '2024-04' })).status).toBe(200);
    const presenceId = [...state.domains.attendance.presences.values()].find(
      (p) => p.scheduleId === night.id,
    )?.id;
    const before = fingerprint(state);
    const phone = await employeePhone(server);
    const out = await phone.clockOut({ presenceId: presenceId ?? 0, ...POS });
    expect([out.status, out.message]).toEqual([409, CLOSED]);
    // the same day made bare again: a clock-in of that shift
    state.domains.attendance.presences.delete(presenceId ?? 0);
    const bare = fingerprint(state);
    const clockIn = await phone.clockIn({ scheduleId: night.id, ...POS });
    expect([clockIn.status, clockIn.message]).toEqual([409, CLOSED]);
    expect(fingerprint(state)).toBe(bare);
    expect(before).not.toBe(bare);
  });
});
