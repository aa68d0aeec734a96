/**
 * HR's warning on the team screens (DESIGN "Time and calendar": "a year with none is a warning to HR, never a
 * guess"): when the year on screen has no national calendar (GET /company/calendar answers `source: null`), its
 * national holidays and cuti bersama are not counted, and HR is told so. Nothing shows for anyone else, nor while
 * the year loads.
 */
import { calendarLabels } from '@upah/core/catalogue/labels-calendar';
import { calendarStore, calendarYearUnknown, loadCalendarYear } from '@upah/core/stores/calendar';
import { profileStore } from '@upah/core/stores/profile';
import { Alert } from '@upah/ui/alert';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../lib/api-client';
import { useCopy } from '../lib/use-copy';

export function CalendarWarning({ year }: { year: number }) {
  const { label } = useCopy();
  const isHr = useSnapshot(profileStore).profile?.isHr === true;
  const calendar = useSnapshot(calendarStore);
  useEffect(() => {
    if (isHr && Number.isInteger(year)) void loadCalendarYear(api, year);
  }, [isHr, year]);
  if (!isHr || calendarYearUnknown(calendar, year) !== true) return null;
  return (
    <div className="calendar-warning" data-testid="calendar-warning">
      <Alert kind="warning">{label(calendarLabels.unknownYear, { year })}</Alert>
    </div>
  );
}
