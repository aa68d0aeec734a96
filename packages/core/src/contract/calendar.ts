/**
 * The company's calendar (rules/calendar.ts; DESIGN "Time and calendar"): a documented extension, SPEC has no
 * calendar. Anyone signed in reads their company's year: Indonesia's national holidays and cuti bersama from the
 * joint decree of that year (`source`; null when no national calendar is known for the year, never guessed) and the
 * company's own days, kept with its work policy. HR adds and removes the company's own days.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { CALENDAR_DAY_KINDS } from '../rules/team-day-statuses';
import { zNullableString, zString } from './common';
import { endpoint, specExtension } from './endpoint';

export const calendarDayKind = z.enum(CALENDAR_DAY_KINDS);

export const calendarDay = z.object({ date: z.iso.date(), kind: calendarDayKind, name: zString });
export type CalendarDayItem = z.infer<typeof calendarDay>;

/** The years a calendar may be asked for. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

const calendarYear = z.pipe(
  z.coerce.number<number | string>(),
  z.int().check(z.gte(CALENDAR_YEARS.min), z.lte(CALENDAR_YEARS.max)),
);

export const calendarQuery = z.object({
  year: specExtension(calendarYear, `The year (${CALENDAR_YEARS.min}–${CALENDAR_YEARS.max}).`),
});
export type CalendarQuery = z.input<typeof calendarQuery>;

export const calendarResponse = z.object({
  year: z.int(),
  /** The decree the national and collective days come from; null: no national calendar is known for the year. */
  source: zNullableString,
  /** National (libur nasional), collective (cuti bersama) and company days of the year, by date. */
  days: z.array(calendarDay),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** A company day HR adds: a date and a name (the rule checks the name: required, at most 60 characters). */
export const companyDayBody = z.object({
  date: z.iso.date(messages.dateFormat),
  name: z.string().check(z.maxLength(200)),
});
export type CompanyDayBody = z.input<typeof companyDayBody>;

export const companyDayParams = z.object({ date: z.iso.date(messages.dateFormat) });

export const calendarEndpoints = {
  year: endpoint({
    id: 'calendar.year',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/company/calendar',
    query: calendarQuery,
    response: calendarResponse,
    doc: "Extension (not in SPEC): the caller's company calendar of ?year=: the national holidays (kind 'national') and cuti bersama ('collective') of the joint decree that sets them (source), and the company's own days ('company'), by date. A year with no national calendar answers source null and only its company days: never a guess. 400 for a bad year.",
  }),
  addDay: endpoint({
    id: 'calendar.addDay',
    access: { who: 'hr' },
    method: 'POST',
    host: 'main',
    path: '/company/calendar/day',
    body: specExtension(companyDayBody, 'The company day to add: date and name.'),
    response: calendarResponse,
    doc: "Extension (not in SPEC): HR adds a company day (date, name) and gets that year's calendar back. 400 for a bad date, an empty name or a date that is a national holiday or cuti bersama; 409 when the date is already a company day. Anyone but HR: 403.",
  }),
  removeDay: endpoint({
    id: 'calendar.removeDay',
    access: { who: 'hr' },
    method: 'DELETE',
    host: 'main',
    path: '/company/calendar/day/:date',
    params: companyDayParams,
    response: calendarResponse,
    doc: "Extension (not in SPEC): HR removes a company day and gets that year's calendar back. 404 when the date is not a company day (a national day cannot be removed). Anyone but HR: 403.",
  }),
} as const;
