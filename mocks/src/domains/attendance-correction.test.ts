/**
 * Attendance correction, "Koreksi presensi" (contract/attendance-correction.ts): asked by the employee, decided by
 * the direct supervisor through the shared request machinery; approved, the day's presence takes the corrected
 * times (flagged `corrected`, with before, after, who and when), and the team day and the recap follow.
 * testClock: Wednesday 15 May 2024, 09:00 in Jakarta.
 */
import { describe, expect, it } from 'vitest';
import { at, bareDay, clockInAt } from '../day-fixture';
import { personaByKey } from '../personas';
import { personaCaller, testApp } from '../test-support';

const EMPLOYEE = personaByKey('employee').employeeId;

interface Item {
  id: number;
  status: string;
  scheduleDate: string;
  clockIn: string | null;
  clockOut: string | null;
  before: { clockIn: string | null; clockOut: string | null };
  decidedBy: string | null;
  decidedAt: string | null;
  reject_reason: string | null;
}

/** The employee persona asks for a correction. */
const ask = (call: ReturnType<typeof personaCaller>, correction: ReturnType<typeof body>) =>
  call('employee', 'POST', '/attendance/correction/request', correction);

const body = (
  scheduleId: number,
  clockIn: string | null,
  clockOut: string | null,
  reason = 'Lupa absen keluar',
) => ({
  scheduleId,
  clockIn,
  clockOut,
  reason,
  photo: null,
});

describe('attendance correction: a forgotten clock-out, asked and approved', () => {
  it('the day takes the corrected time, marked with before, after, who and when; board and recap follow', async () => {
    const server = testApp();
    const { app, state } = server;
    const call = personaCaller(app);
    const schedule = bareDay(state, EMPLOYEE, '2024-05-13');
    await clockInAt(server, schedule.id, '2024-05-13', '08:01:00');

    const boardBefore = await call('supervisor', 'GET', '/attendance/team/day?date=2024-05-13');
    const memberOf = (data: unknown) =>
      (data as { members: { employeeId: number; clockOut: string | null; flags: string[] }[] }).members.find(
        (m) => m.employeeId === EMPLOYEE,
      );
    expect(memberOf(boardBefore.data)?.flags).toContain('no-clock-out');
    const recapBefore = await call('supervisor', 'GET', '/attendance/recap?month=2024-05&size=100');
    const rowOf = (data: unknown) =>
      (data as { rows: { employeeId: number; totals: { noClockOut: number } }[] }).rows.find(
        (r) => r.employeeId === EMPLOYEE,
      );
    const noClockOutBefore = rowOf(recapBefore.data)?.totals.noClockOut ?? -1;

    const asked = await ask(call, body(schedule.id, null, at('2024-05-13', '17:05:00')));
    expect(asked.status).toBe(200);
    expect(asked.message).toBe('Koreksi presensi terkirim');
    const item = asked.data as Item;
    expect(item).toMatchObject({
      status: 'pending',
      scheduleDate: '2024-05-13',
      clockIn: null,
      clockOut: '2024-05-13T17:05:00+07:00',
      before: { clockIn: '2024-05-13T08:01:00+07:00', clockOut: null },
      decidedBy: null,
    });
    // nothing changes while it waits
    expect(
      memberOf((await call('supervisor', 'GET', '/attendance/team/day?date=2024-05-13')).data)?.clockOut,
    ).toBe(null);

    const queue = await call(
      'supervisor',
      'GET',
      '/attendance/correction/history/subordinate?status=pending',
    );
    expect((queue.data as { corrections: Item[] }).corrections.map((c) => c.id)).toContain(item.id);
    const approved = await call('supervisor', 'POST', `/attendance/correction/request/${item.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.message).toBe('Success approve');

    const mine = await call('employee', 'GET', '/attendance/correction/history/my');
    expect((mine.data as { corrections: Item[] }).corrections.find((c) => c.id === item.id)).toMatchObject({
      status: 'approved',
      decidedBy: 'Siti Rahmawati',
      decidedAt: '2024-05-15T09:00:00+07:00',
    });
    const presences = await call('employee', 'GET', '/attendance/presence/history/my');
    const presence = (
      presences.data as {
        presences: {
          scheduleDate: string;
          clockOut: string | null;
          presenceFlags?: string[];
          correction?: unknown;
        }[];
      }
    ).presences.find((p) => p.scheduleDate === '2024-05-13');
    expect(presence).toMatchObject({
      clockOut: '2024-05-13T17:05:00+07:00',
      presenceFlags: ['corrected'],
      correction: {
        requestId: item.id,
        before: { clockIn: '2024-05-13T08:01:00+07:00', clockOut: null },
        after: { clockIn: '2024-05-13T08:01:00+07:00', clockOut: '2024-05-13T17:05:00+07:00' },
        approvedBy: 'Siti Rahmawati',
        approvedAt: '2024-05-15T09:00:00+07:00',
      },
    });

    const board = memberOf((await call('supervisor', 'GET', '/attendance/team/day?date=2024-05-13')).data);
    expect(board?.clockOut).toBe('2024-05-13T17:05:00+07:00');
    expect(board?.flags).toContain('corrected');
    expect(board?.flags).not.toContain('no-clock-out');
    const recap = await call('supervisor', 'GET', '/attendance/recap?month=2024-05&size=100');
    expect(rowOf(recap.data)?.totals.noClockOut).toBe(noClockOutBefore - 1);
    const member = await call(
      'supervisor',
      'GET',
      `/attendance/recap/member?month=2024-05&subordinateId=${EMPLOYEE}`,
    );
    const day = (
      member.data as { days: { date: string; code: string; clockOut: string | null; correction: unknown }[] }
    ).days.find((d) => d.date === '2024-05-13');
    expect(day).toMatchObject({
      code: 'H',
      clockOut: '2024-05-13T17:05:00+07:00',
      correction: { requestId: item.id, approvedBy: 'Siti Rahmawati' },
    });
  });

  it('a day with no presence at all: both times asked, approved as a new presence (absent becomes present)', async () => {
    const server = testApp();
    const { app, state } = server;
    const call = personaCaller(app);
    const schedule = bareDay(state, EMPLOYEE, '2024-05-14');
    const status = async () =>
      (
        (await call('supervisor', 'GET', '/attendance/team/day?date=2024-05-14')).data as {
          members: { employeeId: number; status: string }[];
        }
      ).members.find((m) => m.employeeId === EMPLOYEE)?.status;
    expect(await status()).toBe('absent');
    const onlyOut = await ask(call, body(schedule.id, null, at('2024-05-14', '17:00:00')));
    expect(onlyOut.status).toBe(400);
    expect(onlyOut.message).toBe('clockIn: Belum ada absen masuk: isi jam masuk');
    const asked = await ask(
      call,
      body(schedule.id, at('2024-05-14', '07:58:00'), at('2024-05-14', '17:02:00'), 'Ponsel rusak'),
    );
    expect(asked.status).toBe(200);
    const id = (asked.data as Item).id;
    expect((await call('supervisor', 'POST', `/attendance/correction/request/${id}/approve`)).status).toBe(
      200,
    );
    expect(await status()).toBe('present');
    const presence = [...state.domains.attendance.presences.values()].find(
      (p) => p.scheduleId === schedule.id,
    );
    expect(presence).toMatchObject({
      presenceType: 'manual',
      status: 'approved',
      clockIn: '2024-05-14T07:58:00+07:00',
      clockOut: '2024-05-14T17:02:00+07:00',
      presenceFlags: ['corrected'],
    });
  });
});

describe('attendance correction: bad input changes nothing', () => {
  it.each([
    [
      'a future day (tomorrow)',
      '2024-05-16',
      '08:00:00',
      '17:00:00',
      400,
      'date: Tanggal koreksi tidak boleh di masa depan',
    ],
    [
      'today, its shift still running',
      '2024-05-15',
      '08:00:00',
      '17:00:00',
      400,
      'date: Shift tanggal ini belum selesai',
    ],
    [
      '31 days back (the limit is 30)',
      '2024-04-14',
      '08:00:00',
      '17:00:00',
      400,
      'date: Koreksi hanya untuk 30 hari terakhir',
    ],
    [
      'the clock-out before the clock-in',
      '2024-05-13',
      '17:00:00',
      '08:00:00',
      400,
      'clockOut: Jam keluar harus setelah jam masuk',
    ],
    [
      'the clock-out equal to the clock-in',
      '2024-05-13',
      '08:00:00',
      '08:00:00',
      400,
      'clockOut: Jam keluar harus setelah jam masuk',
    ],
  ])('%s', async (_what, date, clockIn, clockOut, status, message) => {
    const { app, state } = testApp();
    const call = personaCaller(app);
    const schedule = bareDay(state, EMPLOYEE, date);
    const count = state.domains.correction.requests.size;
    const answer = await ask(call, body(schedule.id, at(date, clockIn), at(date, clockOut)));
    expect([answer.status, answer.message]).toEqual([status, message]);
    expect(state.domains.correction.requests.size).toBe(count);
  });

  it('30 days back is allowed; the limit is the work policy (hr sets 7: 8 days back is refused)', async () => {
    const { app, state } = testApp();
    const call = personaCaller(app);
    const old = bareDay(state, EMPLOYEE, '2024-04-15');
    const asked = await ask(call, body(old.id, at('2024-04-15', '08:00:00'), at('2024-04-15', '17:00:00')));
    expect(asked.status).toBe(200);
    expect((await call('hr', 'PUT', '/company/work-policy', { correctionMaxDays: 7 })).status).toBe(200);
    const week = bareDay(state, EMPLOYEE, '2024-05-07');
    const refused = await ask(
      call,
      body(week.id, at('2024-05-07', '08:00:00'), at('2024-05-07', '17:00:00')),
    );
    expect([refused.status, refused.message]).toEqual([400, 'date: Koreksi hanya untuk 7 hari terakhir']);
  });

  it('no reason (400), someone else’s day (404, as an unknown one), a second pending correction of a day (409)', async () => {
    const { app, state } = testApp();
    const call = personaCaller(app);
    const schedule = bareDay(state, EMPLOYEE, '2024-05-13');
    const times = [at('2024-05-13', '08:00:00'), at('2024-05-13', '17:00:00')] as const;
    const blank = await ask(call, body(schedule.id, ...times, ' '));
    expect([blank.status, blank.message]).toEqual([400, 'reason: Alasan wajib diisi']);
    const other = await call(
      'supervisor',
      'POST',
      '/attendance/correction/request',
      body(schedule.id, ...times),
    );
    expect(other.status).toBe(404);
    expect((await ask(call, body(schedule.id, ...times))).status).toBe(200);
    const again = await ask(call, body(schedule.id, ...times));
    expect([again.status, again.message]).toEqual([409, 'Sudah ada koreksi yang menunggu untuk tanggal ini']);
  });

  it('approval checks the day as it is then: a clock-out entered meanwhile before the asked clock-in is 409', async () => {
    const server = testApp();
    const { app, state } = server;
    const call = personaCaller(app);
    const schedule = bareDay(state, EMPLOYEE, '2024-05-13');
    await clockInAt(server, schedule.id, '2024-05-13', '08:01:00');
    const asked = await ask(call, body(schedule.id, at('2024-05-13', '18:00:00'), null, 'Salah jam masuk'));
    expect(asked.status).toBe(200);
    const out = await call('supervisor', 'POST', '/attendance/presence/clock-out/subordinate', {
      subordinateId: EMPLOYEE,
      scheduleId: schedule.id,
      latitude: -6.2,
      longitude: 106.84,
      clockOut: at('2024-05-13', '17:00:00'),
    });
    expect(out.status).toBe(200);
    const id = (asked.data as Item).id;
    const approve = await call('supervisor', 'POST', `/attendance/correction/request/${id}/approve`);
    expect([approve.status, approve.message]).toEqual([409, 'Jam keluar harus setelah jam masuk']);
    expect(state.domains.correction.requests.get(id)?.status).toBe('pending');
    const presence = [...state.domains.attendance.presences.values()].find(
      (p) => p.scheduleId === schedule.id,
    );
    expect(presence?.clockIn).toBe('2024-05-13T08:01:00+07:00');
    expect(presence?.presenceFlags).toBeUndefined();
  });
});

describe('attendance correction: the request machinery', () => {
  it('the owner cancels while pending (another employee may not); a rejection keeps the day and names who', async () => {
    const { app, state } = testApp();
    const call = personaCaller(app);
    const first = bareDay(state, EMPLOYEE, '2024-05-13');
    const second = bareDay(state, EMPLOYEE, '2024-05-14');
    const officeDay = async (scheduleId: number, date: string) =>
      (await ask(call, body(scheduleId, at(date, '08:00:00'), at(date, '17:00:00')))).data as Item;
    const a = await officeDay(first.id, '2024-05-13');
    const b = await officeDay(second.id, '2024-05-14');
    expect((await call('gate-1', 'POST', `/attendance/correction/request/${a.id}/cancel`)).status).toBe(404);
    const cancel = await call('employee', 'POST', `/attendance/correction/request/${a.id}/cancel`);
    expect([cancel.status, cancel.message]).toEqual([200, 'Koreksi dibatalkan']);
    expect((await call('employee', 'POST', `/attendance/correction/request/${a.id}/cancel`)).status).toBe(
      409,
    );
    const reject = await call('supervisor', 'POST', `/attendance/correction/request/${b.id}/reject`, {
      rejectReason: 'Tidak ada bukti',
    });
    expect(reject.status).toBe(200);
    expect(state.domains.correction.requests.get(b.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Tidak ada bukti',
      decidedAt: '2024-05-15T09:00:00+07:00',
    });
    expect([...state.domains.attendance.presences.values()].some((p) => p.scheduleId === second.id)).toBe(
      false,
    );
  });

  it('bulk approve: every correction of the selection is written; someone else’s team is 404 and nothing moves', async () => {
    const { app, state } = testApp();
    const call = personaCaller(app);
    const ids: number[] = [];
    for (const date of ['2024-05-13', '2024-05-14']) {
      const schedule = bareDay(state, EMPLOYEE, date);
      const asked = await ask(call, body(schedule.id, at(date, '08:00:00'), at(date, '17:00:00')));
      ids.push((asked.data as Item).id);
    }
    expect((await call('hr', 'POST', '/attendance/correction/approve-bulk', { id: ids })).status).toBe(404);
    expect(ids.map((id) => state.domains.correction.requests.get(id)?.status)).toEqual([
      'pending',
      'pending',
    ]);
    const bulk = await call('supervisor', 'POST', '/attendance/correction/approve-bulk', { id: ids });
    expect(bulk.status).toBe(200);
    expect((bulk.data as { approvedIds: number[] }).approvedIds).toEqual(ids);
    const corrected = [...state.domains.attendance.presences.values()].filter(
      (p) => p.employeeId === EMPLOYEE && p.correction && ids.includes(p.correction.requestId),
    );
    expect(corrected.map((p) => [p.scheduleDate, p.clockIn, p.clockOut]).sort()).toEqual([
      ['2024-05-13', '2024-05-13T08:00:00+07:00', '2024-05-13T17:00:00+07:00'],
      ['2024-05-14', '2024-05-14T08:00:00+07:00', '2024-05-14T17:00:00+07:00'],
    ]);
  });
});
