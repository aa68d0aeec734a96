/**
 * The attendance home on a day of the company calendar (DESIGN "Time and calendar"): "Hari ini libur nasional:
 * Natal" (or cuti bersama, or the company's own day), from GET /company/calendar of this year through core's
 * calendar store. Loaded after the home's first paint (a chunk of its own, off the /attendance budget); says
 * nothing on a plain day, while it loads, or when the call fails (the home works without it).
 */
import { calendarTodayLabels } from '@upah/core/catalogue/labels-calendar';
import { jakartaDate } from '@upah/core/format';
import { holidayName } from '@upah/core/rules/calendar';
import { calendarStore, loadCalendarYear } from '@upah/core/stores/calendar';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';

export default function HolidayNotice() {
  const { label, lang } = useCopy();
  const today = jakartaDate(Date.now());
  const year = Number(today.slice(0, 4));
  const calendar = useSnapshot(calendarStore);
  useEffect(() => {
    void loadCalendarYear(api, year);
  }, [year]);
  const day = calendar.years[year]?.days.find((d) => d.date === today);
  if (!day) return null;
  return (
    <p className="att-holiday" role="status" data-testid="holiday-today" data-kind={day.kind}>
      {label(calendarTodayLabels[day.kind], { name: holidayName(day, lang) })}
    </p>
  );
}
