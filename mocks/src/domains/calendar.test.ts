/**
 * The company's calendar in the mock (contract/calendar.ts, core rules/calendar.ts): the 2026 national holidays and
 * cuti bersama from the joint decree, the company's own days kept by HR, and every rule that reads it (DESIGN
 * "Time and calendar"): the team day, the recap, the leave balance and the earned-wage limit. Expectations are
 * literal dates or counted here from the raw state.
 */
import type { CalendarResponse } from '@upah/core/contract/calendar';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import type { RecapMemberResponse, RecapResponse } from '@upah/core/contract/recap';
import type { LeaveBalanceResponse, TeamDayResponse } from '@upah/core/contract/team';
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { directSubordinates } from '../state/queries';
import { personaCaller, testApp } from '../test-support';

/** A mock whose seed is laid around `iso` and whose clock stands there. */
function appAt(iso: string) {
  const at = new Date(iso);
  const server = testApp({ now: () => at });
  return { ...server, call: personaCaller(server.app) };
}

const CHRISTMAS = '2026-12-25T10:00:00+07:00';

describe('GET /company/calendar: the year of the caller’s company', { timeout: 60_000 }, () => {
  it('2026: 17 national days and 8 days of cuti bersama, with the decree as source; anyone signed in', async () => {
    const { call } = appAt(CHRISTMAS);
    const answer = await call('employee', 'GET', '/company/calendar?year=2026');
    expect(answer.status).toBe(200);
    const data = answer.data as CalendarResponse;
    expect(data.year).toBe(2026);
    expect(data.source).toContain('Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, dan Nomor 5 Tahun 2025');
    expect(data.days.filter((d) => d.kind === 'national')).toHaveLength(17);
    expect(data.days.filter((d) => d.kind === 'collective')).toHaveLength(8);
    expect(data.days.find((d) => d.date === '2026-12-25')).toEqual({
      date: '2026-12-25',
      kind: 'national',
      name: 'Natal',
    });
    expect(data.days.find((d) => d.date === '2026-12-24')?.kind).toBe('collective');
  });

  it('a year with no national calendar says so (source null) and guesses nothing; a bad year is 400', async () => {
    const { call } = appAt(CHRISTMAS);
    const answer = await call('supervisor', 'GET', '/company/calendar?year=2027');
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ year: 2027, source: null, days: [] });
    for (const bad of ['1999', '2101', 'dua', '2026.5', ''])
      expect((await call('employee', 'GET', `/company/calendar?year=${bad}`)).status).toBe(400);
  });
});

describe('HR keeps the company days: POST and DELETE /company/calendar/day', { timeout: 60_000 }, () => {
  it('hr adds a day and removes it; each answer is the year', async () => {
    const { call } = appAt(CHRISTMAS);
    const added = await call('hr', 'POST', '/company/calendar/day', {
      date: '2026-10-15',
      name: '  Ulang tahun perusahaan ',
    });
    expect(added.status).toBe(200);
    const year = added.data as CalendarResponse;
    expect(year.days).toHaveLength(26);
    expect(year.days.find((d) => d.date === '2026-10-15')).toEqual({
      date: '2026-10-15',
      kind: 'company',
      name: 'Ulang tahun perusahaan',
    });
    // the employee of the same company sees it
    const seen = (await call('employee', 'GET', '/company/calendar?year=2026')).data as CalendarResponse;
    expect(seen.days.some((d) => d.date === '2026-10-15' && d.kind === 'company')).toBe(true);
    const removed = await call('hr', 'DELETE', '/company/calendar/day/2026-10-15');
    expect(removed.status).toBe(200);
    expect((removed.data as CalendarResponse).days).toHaveLength(25);
  });

  it('a day of a year with no national calendar is kept too', async () => {
    const { call } = appAt(CHRISTMAS);
    const added = await call('hr', 'POST', '/company/calendar/day', {
      date: '2027-01-04',
      name: 'Rapat kerja',
    });
    expect(added.data).toEqual({
      year: 2027,
      source: null,
      days: [{ date: '2027-01-04', kind: 'company', name: 'Rapat kerja' }],
    });
  });

  it.each([
    [
      { date: '2026-12-25', name: 'Natal kantor' },
      400,
      'Tanggal 2026-12-25 sudah libur nasional atau cuti bersama: Natal',
    ],
    [
      { date: '2026-12-24', name: 'Natal kantor' },
      400,
      'Tanggal 2026-12-24 sudah libur nasional atau cuti bersama: Natal',
    ],
    [{ date: '2026-10-16', name: '   ' }, 400, 'Nama hari libur wajib diisi'],
    [{ date: '2026-10-16', name: 'x'.repeat(61) }, 400, 'Nama hari libur paling banyak 60 karakter'],
    [{ date: '2026-02-30', name: 'X' }, 400, 'date: Tanggal harus berformat YYYY-MM-DD'],
    [{ date: '2026-10-15', name: 'Lagi' }, 409, 'Tanggal 2026-10-15 sudah menjadi libur perusahaan'],
  ])('%o → %i %s, nothing changes', async (body, status, message) => {
    const { call } = appAt(CHRISTMAS);
    await call('hr', 'POST', '/company/calendar/day', { date: '2026-10-15', name: 'Ulang tahun perusahaan' });
    const answer = await call('hr', 'POST', '/company/calendar/day', body);
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
    const year = (await call('hr', 'GET', '/company/calendar?year=2026')).data as CalendarResponse;
    expect(year.days).toHaveLength(26);
  });

  it('removing a date that is not a company day is 404 (a national day cannot be removed)', async () => {
    const { call } = appAt(CHRISTMAS);
    for (const date of ['2026-12-25', '2026-10-15']) {
      const answer = await call('hr', 'DELETE', `/company/calendar/day/${date}`);
      expect(answer.status).toBe(404);
      expect(answer.message).toBe(`Tanggal ${date} bukan libur perusahaan`);
    }
  });

  it.each(['employee', 'supervisor', 'operator'] as const)('%s may not add or remove (403)', async (key) => {
    const { call } = appAt(CHRISTMAS);
    await call('hr', 'POST', '/company/calendar/day', { date: '2026-10-15', name: 'Ulang tahun perusahaan' });
    expect((await call(key, 'POST', '/company/calendar/day', { date: '2026-10-16', name: 'X' })).status).toBe(
      403,
    );
    expect((await call(key, 'DELETE', '/company/calendar/day/2026-10-15')).status).toBe(403);
    const year = (await call(key, 'GET', '/company/calendar?year=2026')).data as CalendarResponse;
    expect(year.days.map((d) => d.date)).toContain('2026-10-15');
    expect(year.days.map((d) => d.date)).not.toContain('2026-10-16');
  });
});

describe('25 December 2026 in every rule (the seed laid around Christmas morning)', {
  timeout: 60_000,
}, () => {
  it("hr's board on Natal: a holiday for everyone without a clock-in, nobody absent; the day names it", async () => {
    const { call, state } = appAt(CHRISTMAS);
    const answer = await call('hr', 'GET', '/attendance/team/day?date=2026-12-25');
    const day = answer.data as TeamDayResponse;
    expect(day.holiday).toEqual({ kind: 'national', name: 'Natal' });
    const team = directSubordinates(state, personaByKey('hr').employeeId);
    const clockedIn = new Set(
      [...state.domains.attendance.presences.values()]
        .filter(
          (p) =>
            p.scheduleDate === '2026-12-25' &&
            p.clockIn !== null &&
            p.presenceType !== 'remote' &&
            (p.status === 'approved' || p.status === 'pending'),
        )
        .map((p) => p.employeeId),
    );
    const holiday = team.filter((e) => !clockedIn.has(e.id)).length;
    expect(holiday).toBeGreaterThan(250);
    expect(day.counts.holiday).toBe(holiday);
    expect(day.counts.absent + day.counts.not_yet + day.counts.not_started + day.counts.late).toBe(0);
    for (const m of day.members) expect(m.holiday).toEqual({ kind: 'national', name: 'Natal' });
  });

  it('the recap of December: 24th CB, 25th LN, nobody A on either; holidays apart from workdays', async () => {
    const { call } = appAt(CHRISTMAS);
    const answer = await call('supervisor', 'GET', '/attendance/recap?month=2026-12&page=1&size=100');
    const data = answer.data as RecapResponse;
    expect(data.leaveCategories.map((c) => c.code)).toEqual(['CT', 'CS', 'CM', 'CN', 'CD', 'CB', 'CLT']);
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      expect(row.days['2026-12-24'], row.name).toMatch(/^(CB|H)$/);
      expect(row.days['2026-12-25'], row.name).toMatch(/^(LN|H)$/);
      const codes = Object.values(row.days);
      const count = (c: string) => codes.filter((x) => x === c).length;
      expect(row.totals.holidayNational).toBe(count('LN'));
      expect(row.totals.holidayCollective).toBe(count('CB'));
      expect(row.totals.workdays).toBe(codes.length - count('L') - count('LN') - count('CB') - count('LP'));
    }
    expect(data.rows.filter((r) => r.days['2026-12-25'] === 'LN').length).toBeGreaterThan(0);
  });

  it("a company day hr adds shows at once on the board (holiday, 'company') and in the recap (LP)", async () => {
    const { call, state } = appAt('2026-12-22T20:00:00+07:00');
    const before = (await call('supervisor', 'GET', '/attendance/team/day?date=2026-12-21'))
      .data as TeamDayResponse;
    expect(before.holiday).toBeNull();
    await call('hr', 'POST', '/company/calendar/day', { date: '2026-12-21', name: 'Tutup buku' });
    const after = (await call('supervisor', 'GET', '/attendance/team/day?date=2026-12-21'))
      .data as TeamDayResponse;
    expect(after.holiday).toEqual({ kind: 'company', name: 'Tutup buku' });
    const sub = directSubordinates(state, personaByKey('supervisor').employeeId)[0];
    const member = (
      await call('supervisor', 'GET', `/attendance/recap/member?month=2026-12&subordinateId=${sub?.id}`)
    ).data as RecapMemberResponse;
    const the21st = member.days.find((d) => d.date === '2026-12-21');
    expect(the21st?.holiday).toEqual({ kind: 'company', name: 'Tutup buku' });
    expect(the21st?.code).toMatch(/^(LP|H)$/);
    expect(member.row.days['2026-12-21']).toBe(the21st?.code);
  });

  it('leave balance: each 2026 cuti bersama day with a shift takes a day of annual leave while the policy says so', async () => {
    const { call, state } = appAt(CHRISTMAS);
    const employee = personaByKey('employee').employeeId;
    // cuti bersama days of 2026 (as the calendar call lists them) on which the employee has a schedule (raw state)
    const year = (await call('employee', 'GET', '/company/calendar?year=2026')).data as CalendarResponse;
    const collective = year.days.filter((d) => d.kind === 'collective').map((d) => d.date);
    expect(collective).toHaveLength(8);
    const scheduled = new Set(
      [...state.domains.attendance.schedules.values()]
        .filter((s) => s.employeeId === employee)
        .map((s) => s.date),
    );
    const held = [...scheduled].sort();
    const inHeld = (d: string) => d >= (held[0] ?? '') && d <= (held.at(-1) ?? '');
    // outside the days the mock holds schedules for, the employee's weekday assignment decides (Monday–Friday)
    const expected = collective.filter((d) => (inHeld(d) ? scheduled.has(d) : true)).length;
    const read = async () =>
      ((await call('employee', 'GET', '/leave/balance')).data as LeaveBalanceResponse).categories.find(
        (c) => c.annual,
      );
    const annual = await read();
    expect(expected).toBeGreaterThan(0);
    expect(annual?.collectiveDays).toBe(expected);
    expect(annual?.usedDays).toBeGreaterThanOrEqual(expected);
    await call('hr', 'PUT', '/company/work-policy', { collectiveLeaveTakesAnnual: false });
    const after = await read();
    expect(after?.collectiveDays).toBe(0);
    expect(after?.usedDays).toBe((annual?.usedDays ?? 0) - expected);
  });

  it("the earned-wage limit's working days skip 24 and 25 Dec and the weekend", async () => {
    // Monday 28 Dec: the employee persona's story is 9 working days: 28, 23, 22, 21, 18, 17, 16, 15, 14
    const { call } = appAt('2026-12-28T10:00:00+07:00');
    const profile = (await call('employee', 'GET', '/employee/profile/current')).data as EmployeeProfile;
    expect(profile.ewaLimitBasis).toMatchObject({ periodStart: '2026-12-14', workingDaysEarned: 9 });
  });
});
