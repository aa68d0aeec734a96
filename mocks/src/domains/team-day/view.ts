/**
 * The team's day, computed from the mock's own state with core's rule (rules/team-day.ts) through the one adapter
 * (./day-input.ts: the records, the company's work policy and calendar) on every call, so a gate scan, a phone
 * clock-in, an approval or a company day HR adds shows at once. hr's 300 answer in a few milliseconds.
 */
import type { TeamDayMember, TeamDayResponse } from '@upah/core/contract/team';
import { countTeamDay } from '@upah/core/rules/team-day';
import { directSubordinates, teamMemberOf } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';
import {
  companyRulesOf,
  dayOutcome,
  indexEmployees,
  leaveNamesOf,
  requestView,
  shiftView,
} from './day-input';

const byName = new Intl.Collator('id');

/** GET /attendance/team/day for `user` on `date` at `now`. */
export function teamDayAnswer(state: MockState, user: Employee, date: string, now: Date): TeamDayResponse {
  const team = directSubordinates(state, user.id);
  const callerRules = companyRulesOf(state, user);
  const index = indexEmployees(state, team, date, date);
  const rulesOf = new Map<number, ReturnType<typeof companyRulesOf>>([[user.companyId, callerRules]]);
  const leaveNames = new Map<number, ReadonlyMap<string, string>>();

  const members: TeamDayMember[] = team.map((e) => {
    const own = index.get(e.id);
    if (!own) throw new Error('mock bug: member missing from the team-day index');
    let rules = rulesOf.get(e.companyId);
    if (!rules) {
      rules = companyRulesOf(state, e);
      rulesOf.set(e.companyId, rules);
    }
    let names = leaveNames.get(e.companyId);
    if (!names) {
      names = leaveNamesOf(state, e.companyId);
      leaveNames.set(e.companyId, names);
    }
    const { outcome: out, schedule } = dayOutcome(own, date, now, rules);
    return {
      ...teamMemberOf(state, e),
      shift: shiftView(schedule),
      status: out.status,
      clockIn: out.presence?.clockIn ?? null,
      clockOut: out.presence?.clockOut ?? null,
      lateMinutes: out.lateMinutes,
      earlyLeaveMinutes: out.earlyLeaveMinutes,
      presenceType: out.presence?.presenceType ?? (out.status === 'remote' ? 'remote' : null),
      flags: out.flags,
      photo: out.presence?.record.photo ?? (out.status === 'remote' ? (out.request?.photo ?? null) : null),
      request: out.request ? requestView(out.request, names) : null,
      holiday: out.holiday,
    };
  });
  members.sort((a, b) => byName.compare(a.name, b.name) || a.subordinateId - b.subordinateId);
  const holiday = callerRules.holidayOf(date);
  return {
    date,
    toleranceMinutes: callerRules.toleranceMinutes,
    holiday: holiday ? { kind: holiday.kind, name: holiday.name } : null,
    counts: countTeamDay(members.map((m) => m.status)),
    members,
  };
}
