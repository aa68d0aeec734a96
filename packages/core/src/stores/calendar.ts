/**
 * The company's calendar of a year (GET /company/calendar, contract/calendar.ts): Indonesia's national holidays
 * and cuti bersama of the decree and the company's own days. The console's board and recap read whether the year
 * on screen has a national calendar (HR's warning), Pengaturan lists the days and HR adds or removes company days
 * there; the PWA's attendance home names today's holiday. Years are kept once loaded, replaced whole by a write.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText } from '../api/errors';
import { type CalendarResponse, type CompanyDayBody, calendarEndpoints } from '../contract/calendar';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export interface CalendarState extends LoadState {
  /** The years loaded, by year. */
  years: Record<number, CalendarResponse>;
  /** A company day being added or removed: a second write waits for it to end. */
  saving: boolean;
}

export const calendarStore = proxy<CalendarState>({ years: {}, status: 'idle', error: null, saving: false });

function keep(answer: CalendarResponse): void {
  calendarStore.years = { ...calendarStore.years, [answer.year]: ref(answer) };
}

/** Loads a year once (again with `force`); resolves to the year, or null on failure (`error` says why). */
export function loadCalendarYear(
  client: Pick<ApiClient, 'call'>,
  year: number,
  options: { force?: boolean } = {},
): Promise<CalendarResponse | null> {
  const kept = calendarStore.years[year];
  if (kept && !options.force) return Promise.resolve(kept);
  return trackLoad(calendarStore, () => client.call(calendarEndpoints.year, { query: { year } }), keep);
}

/** Whether a loaded year has no national calendar (HR's warning); null while the year is not loaded. */
export function calendarYearUnknown(
  state: { readonly years: Readonly<Record<number, { readonly source: string | null }>> },
  year: number,
): boolean | null {
  const loaded = state.years[year];
  return loaded ? loaded.source === null : null;
}

export type CalendarWrite = { ok: true; year: CalendarResponse } | { ok: false; error: string };

async function write(run: () => Promise<CalendarResponse>): Promise<CalendarWrite> {
  if (calendarStore.saving) return { ok: false, error: '' };
  calendarStore.saving = true;
  try {
    const year = await run();
    keep(year);
    return { ok: true, year };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  } finally {
    calendarStore.saving = false;
  }
}

/** HR adds a company day; the year comes back with it (the server's message on a refusal: nothing changes). */
export function addCompanyDay(client: Pick<ApiClient, 'call'>, body: CompanyDayBody): Promise<CalendarWrite> {
  return write(() => client.call(calendarEndpoints.addDay, { body }));
}

/** HR removes a company day. */
export function removeCompanyDay(client: Pick<ApiClient, 'call'>, date: string): Promise<CalendarWrite> {
  return write(() => client.call(calendarEndpoints.removeDay, { params: { date } }));
}

export function resetCalendar(): void {
  cancelLoads(calendarStore);
  Object.assign(calendarStore, { years: {}, status: 'idle', error: null, saving: false });
}
forgetOnSignOut(resetCalendar);
