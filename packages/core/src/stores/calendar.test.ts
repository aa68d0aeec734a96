import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '../contract/calendar';
import {
  addCompanyDay,
  calendarStore,
  calendarYearUnknown,
  loadCalendarYear,
  removeCompanyDay,
  resetCalendar,
} from './calendar';
import { fakeClient, serverDown } from './test-client';

const Y2026: CalendarResponse = {
  year: 2026,
  source: 'SKB',
  days: [{ date: '2026-12-25', kind: 'national', name: 'Natal' }],
};
const Y2027: CalendarResponse = { year: 2027, source: null, days: [] };
const WITH_DAY: CalendarResponse = {
  ...Y2026,
  days: [{ date: '2026-10-15', kind: 'company', name: 'Ulang tahun' }, ...Y2026.days],
};

beforeEach(resetCalendar);

describe('company calendar store (GET /company/calendar)', () => {
  it('loads a year once and tells a year with no national calendar apart', async () => {
    const { client, calls } = fakeClient((_id, n) => (n === 1 ? Y2026 : Y2027));
    expect(calendarYearUnknown(calendarStore, 2026)).toBeNull();
    await loadCalendarYear(client, 2026);
    await loadCalendarYear(client, 2026);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ query: { year: 2026 } });
    expect(calendarYearUnknown(calendarStore, 2026)).toBe(false);
    await loadCalendarYear(client, 2027);
    expect(calendarYearUnknown(calendarStore, 2027)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("a failed load keeps the server's words; force loads again", async () => {
    const { client } = fakeClient((_id, n) => (n === 1 ? serverDown('calendar.year') : Y2026));
    expect(await loadCalendarYear(client, 2026)).toBeNull();
    expect(calendarStore).toMatchObject({ status: 'failure', error: 'Server sedang gangguan' });
    expect(await loadCalendarYear(client, 2026, { force: true })).toEqual(Y2026);
  });

  it('HR adds and removes a day: the year is replaced by the answer; a refusal keeps the year', async () => {
    const { client, calls } = fakeClient((id) =>
      id === 'calendar.addDay'
        ? WITH_DAY
        : id === 'calendar.removeDay'
          ? serverDown(id, 'Tidak boleh')
          : Y2026,
    );
    await loadCalendarYear(client, 2026);
    expect(await addCompanyDay(client, { date: '2026-10-15', name: 'Ulang tahun' })).toEqual({
      ok: true,
      year: WITH_DAY,
    });
    expect(calendarStore.years[2026]?.days).toHaveLength(2);
    expect(await removeCompanyDay(client, '2026-10-15')).toEqual({ ok: false, error: 'Tidak boleh' });
    expect(calendarStore.years[2026]?.days).toHaveLength(2);
    expect(calls.map((c) => c.id)).toEqual(['calendar.year', 'calendar.addDay', 'calendar.removeDay']);
    expect(calls[2]?.input).toEqual({ params: { date: '2026-10-15' } });
    expect(calendarStore.saving).toBe(false);
  });

  it('a second write while one is under way is refused in core', async () => {
    const { client, calls } = fakeClient(() => WITH_DAY);
    const first = addCompanyDay(client, { date: '2026-10-15', name: 'A' });
    const second = await addCompanyDay(client, { date: '2026-10-15', name: 'A' });
    expect(second.ok).toBe(false);
    expect((await first).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
