import { beforeEach, describe, expect, it } from 'vitest';
import {
  TEAM_DAY_STATUSES,
  type TeamDayMember,
  type TeamDayResponse,
  type TeamDayStatus,
} from '../contract/team';
import {
  keepTeamDayCurrent,
  loadTeamDay,
  resetTeamDay,
  setTeamDayDate,
  setTeamDayFilter,
  setTeamDaySearch,
  setTeamDaySort,
  type TeamDayWatchTarget,
  teamDayMembersShown,
  teamDayShiftGroups,
  teamDayStatusCounts,
  teamDayStore,
} from './team-day';
import { fakeClient, serverDown } from './test-client';

const morning = { scheduleId: 1, name: 'Pagi', start: '08:00', end: '17:00', overnight: false };
const night = { scheduleId: 2, name: 'Malam', start: '22:00', end: '06:00', overnight: true };

function member(id: number, status: TeamDayStatus, shift: TeamDayMember['shift'] = morning): TeamDayMember {
  return {
    subordinateId: id,
    employeeId: id,
    name: `Orang ${id}`,
    employeeNumber: String(50_000 + id),
    department: null,
    workLocation: null,
    shift,
    status,
    clockIn: null,
    clockOut: null,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    presenceType: null,
    flags: [],
    photo: null,
    request: null,
    holiday: null,
  };
}

function day(date: string, members: TeamDayMember[]): TeamDayResponse {
  const counts = Object.fromEntries(
    TEAM_DAY_STATUSES.map((s) => [s, members.filter((m) => m.status === s).length]),
  ) as TeamDayResponse['counts'];
  return { date, toleranceMinutes: 5, holiday: null, counts, members };
}

const members = [
  member(1, 'present'),
  member(2, 'late'),
  member(3, 'absent', night),
  member(4, 'off', null),
  member(5, 'late'),
];

beforeEach(resetTeamDay);

describe('team day store (the board of /team/today and /attendance/team)', () => {
  it('today asks without a date; a past day asks for it, and empties the list until its answer', async () => {
    const { client, calls } = fakeClient((_, n) => day(n === 1 ? '2026-11-28' : '2026-11-20', members));
    await loadTeamDay(client, () => 1000);
    expect(calls[0]?.input).toEqual({ query: {} });
    expect(teamDayStore.day?.date).toBe('2026-11-28');
    expect(teamDayStore.updatedAt).toBe(1000);

    const pending = setTeamDayDate(client, '2026-11-20');
    expect(teamDayStore.day).toBeNull();
    await pending;
    expect(calls[1]?.input).toEqual({ query: { date: '2026-11-20' } });
    expect(teamDayStore.day?.date).toBe('2026-11-20');
  });

  it('a reload keeps the day on screen; a failed one keeps it and says why', async () => {
    const { client } = fakeClient((id, n) => (n === 1 ? day('2026-11-28', members) : serverDown(id)));
    await loadTeamDay(client);
    const reload = loadTeamDay(client);
    expect(teamDayStore.day?.members).toHaveLength(5);
    await reload;
    expect(teamDayStore.status).toBe('failure');
    expect(teamDayStore.error).toBe('Server sedang gangguan');
    expect(teamDayStore.day?.members).toHaveLength(5);
  });

  it('a figure filters the list; the same figure again shows everyone', () => {
    setTeamDayFilter('late');
    expect(teamDayMembersShown(members, teamDayStore.filter).map((m) => m.subordinateId)).toEqual([2, 5]);
    setTeamDayFilter('late');
    expect(teamDayStore.filter).toBeNull();
    expect(teamDayMembersShown(members, teamDayStore.filter)).toHaveLength(5);
    setTeamDayFilter('leave');
    expect(teamDayMembersShown(members, teamDayStore.filter)).toEqual([]);
  });

  it('the search narrows the list and the figure within it; the late order puts the most minutes first', () => {
    const people = [
      { ...member(1, 'present'), name: 'Wulan Wijaya' },
      { ...member(2, 'late'), name: 'André Wijaya', lateMinutes: 12 },
      { ...member(3, 'late'), name: 'Budi Santoso', lateMinutes: 40 },
      { ...member(4, 'late'), name: 'Citra Wijaya', lateMinutes: 40 },
    ];
    setTeamDaySearch({ text: 'wijaya' });
    expect(teamDayMembersShown(people, null, teamDayStore.search).map((m) => m.subordinateId)).toEqual([
      1, 2, 4,
    ]);
    setTeamDayFilter('late');
    expect(teamDayMembersShown(people, teamDayStore.filter, teamDayStore.search).map((m) => m.name)).toEqual([
      'André Wijaya',
      'Citra Wijaya',
    ]);
    setTeamDaySearch({ text: '50003' });
    expect(teamDayMembersShown(people, teamDayStore.filter, teamDayStore.search).map((m) => m.name)).toEqual([
      'Budi Santoso',
    ]);
    setTeamDaySearch({ text: '' });
    setTeamDaySort('late');
    expect(
      teamDayMembersShown(people, teamDayStore.filter, teamDayStore.search, teamDayStore.sort).map(
        (m) => m.name,
      ),
    ).toEqual(['Budi Santoso', 'Citra Wijaya', 'André Wijaya']);
    expect(
      teamDayStatusCounts(teamDayMembersShown(people, null, { ...teamDayStore.search, text: 'wijaya' })),
    ).toEqual({
      present: 1,
      late: 2,
    });
    resetTeamDay();
    expect([teamDayStore.search.text, teamDayStore.sort]).toEqual(['', 'name']);
  });

  it('the chart groups: one per shift, earliest start first, no shift last, counts per status', () => {
    const groups = teamDayShiftGroups(members);
    expect(groups.map((g) => g.shift?.name ?? null)).toEqual(['Pagi', 'Malam', null]);
    expect(groups[0]?.counts).toEqual({ present: 1, late: 2 });
    expect(groups[0]?.total).toBe(3);
    expect(groups.reduce((sum, g) => sum + g.total, 0)).toBe(members.length);
  });

  it('keeps itself current: every 60 s, on focus and when visible again, not while hidden; stops on cleanup', async () => {
    const { client, calls } = fakeClient(() => day('2026-11-28', members));
    const listeners = new Map<string, () => void>();
    const timer: { tick: (() => void) | null } = { tick: null };
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const target: TeamDayWatchTarget = {
      addEventListener: (type, fn) => listeners.set(type, fn),
      removeEventListener: (type) => listeners.delete(type),
      setInterval: (run, ms) => {
        expect(ms).toBe(60_000);
        timer.tick = run;
        return 7;
      },
      clearInterval: (id) => {
        expect(id).toBe(7);
        timer.tick = null;
      },
      document: doc,
    };
    const stop = keepTeamDayCurrent(client, target);
    timer.tick?.();
    listeners.get('focus')?.();
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    doc.visibilityState = 'visible';
    listeners.get('visibilitychange')?.();
    expect(calls.map((c) => c.id)).toEqual(['team.day', 'team.day', 'team.day']);
    stop();
    expect(timer.tick).toBeNull();
    expect(listeners.size).toBe(0);
  });
});
