/**
 * The team views (DESIGN "Team views and payroll"; SPEC §6: a supervisor sees direct subordinates only), all
 * documented extensions of the contract (contract/team.ts):
 * - GET /attendance/team/day: one status per direct subordinate on a date, by core's rule (./team-day/view.ts);
 * - GET /attendance/team/off: the subordinates on leave (approved or pending) in a period;
 * - GET /leave/balance: the caller's leave of the year, or a direct subordinate's (404 for anyone else's, as for an unknown id).
 * Part of attendance: the company flag and attendanceAllowed apply (403). Dates default to today in Jakarta.
 */
import { t } from '@upah/core/catalogue';
import { TEAM_OFF_MAX_DAYS, teamEndpoints } from '@upah/core/contract/team';
import { httpError } from '../http-error';
import { route } from '../route';
import { requireDirectSupervisor } from '../state/queries';
import { toJakartaDate } from '../time';
import { attendanceDb } from './attendance';
import { leaveBalanceAnswer, teamOffAnswer } from './team-day/leave';
import { seedTeamDays } from './team-day/seed';
import { teamDayAnswer } from './team-day/view';
import { defineDomain } from './types';

const DAY_MS = 86_400_000;
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const teamDayDomain = defineDomain({
  name: 'team-day',
  seed(ctx) {
    seedTeamDays(ctx);
  },
  register(app) {
    const e = teamEndpoints;

    route(app, e.day, ({ state, user, input, now }) => {
      attendanceDb(state, user);
      return teamDayAnswer(state, user, input.query.date ?? toJakartaDate(now), now);
    });

    route(app, e.off, ({ state, user, input }) => {
      attendanceDb(state, user);
      const { from, to } = input.query;
      if (daysFromTo(from, to) > TEAM_OFF_MAX_DAYS) {
        throw httpError(400, `to: ${t('dateRangeTooLong', 'id', { days: TEAM_OFF_MAX_DAYS })}`);
      }
      return teamOffAnswer(state, user, from, to);
    });

    route(app, e.leaveBalance, ({ state, user, input, now }) => {
      attendanceDb(state, user);
      const id = input.query.subordinateId;
      const employee = id === undefined || id === user.id ? user : requireDirectSupervisor(state, user, id);
      return leaveBalanceAnswer(state, employee, Number(toJakartaDate(now).slice(0, 4)));
    });
  },
});
