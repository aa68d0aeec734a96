/**
 * The company (SPEC §3 "Company settings flags", §6 per-company flags; §7 GET /company/settings), its work
 * policy (a documented extension, contract/work-policy.ts): the one record of the settings every pay rule reads
 * (`workPolicyOf` in state/queries.ts), and its calendar (contract/calendar.ts): Indonesia's national holidays and
 * cuti bersama from core's data and the company's own days, kept on the company record beside the policy
 * (`calendarOf` in state/queries.ts is what every rule reads). Anyone signed in reads their company's; HR changes
 * them.
 */
import { tr } from '@upah/core/catalogue';
import { calendarMessages } from '@upah/core/catalogue/labels-calendar';
import { calendarEndpoints } from '@upah/core/contract/calendar';
import { companyEndpoints } from '@upah/core/contract/company';
import { workPolicyEndpoints } from '@upah/core/contract/work-policy';
import { companyDayCheck, yearCalendar, yearOf } from '@upah/core/rules/calendar';
import { httpError } from '../http-error';
import { route } from '../route';
import { companyOf, requireHr } from '../state/queries';
import type { Company } from '../state/types';
import { defineDomain } from './types';

const calendarAnswer = (company: Company, year: number) => yearCalendar(year, company.calendarDays);

export const companyDomain = defineDomain({
  name: 'company',
  register(app) {
    route(app, companyEndpoints.settings, ({ user, state }) => ({ ...companyOf(state, user).settings }));

    route(app, workPolicyEndpoints.get, ({ user, state }) => ({ ...companyOf(state, user).policy }));

    route(app, workPolicyEndpoints.update, ({ user, state, input }) => {
      requireHr(user);
      const company = companyOf(state, user);
      const changes = Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined));
      company.policy = { ...company.policy, ...changes };
      return { ...company.policy };
    });

    route(app, calendarEndpoints.year, ({ user, state, input }) =>
      calendarAnswer(companyOf(state, user), input.query.year),
    );

    route(app, calendarEndpoints.addDay, ({ user, state, input }) => {
      requireHr(user);
      const company = companyOf(state, user);
      const check = companyDayCheck({ ...input.body, companyDays: company.calendarDays });
      if (!check.ok)
        throw httpError(check.reason === 'conflict' ? 409 : 400, tr(check.text, 'id', check.vars));
      company.calendarDays = [...company.calendarDays, check.day].sort((a, b) =>
        a.date.localeCompare(b.date),
      );
      return calendarAnswer(company, yearOf(check.day.date));
    });

    route(app, calendarEndpoints.removeDay, ({ user, state, input }) => {
      requireHr(user);
      const company = companyOf(state, user);
      const { date } = input.params;
      if (!company.calendarDays.some((d) => d.date === date))
        throw httpError(404, tr(calendarMessages.notFound, 'id', { date }));
      company.calendarDays = company.calendarDays.filter((d) => d.date !== date);
      return calendarAnswer(company, yearOf(date));
    });
  },
});
