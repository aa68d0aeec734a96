/**
 * An employee's month (/team/recap/:employeeId, core stores/recap-member.ts) as a calendar (Monday first): each day's code and word, the day's holiday in the company's
 * calendar, shift, clock-in and clock-out, late and early minutes, hours worked, the request that explains the day and the overtime of that date (GET /attendance/recap/member).
 * On a narrow screen the weeks become one list of days.
 */
import { calendarDayLabels } from '@upah/core/catalogue/labels-calendar';
import { correctedDayLabel } from '@upah/core/catalogue/labels-corrected-day';
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapMemberDay, RecapMemberResponse } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { formatTime } from '@upah/core/format';
import { dayOfWeek, daysOfMonth, monthLabel, weekdayLabel } from '@upah/core/format/jakarta-time';
import { holidayName } from '@upah/core/rules/calendar';
import { momentLabel } from '@upah/core/rules/recap-file-heading';
import { loadRecapMember, recapMemberStore, resetRecapMember } from '@upah/core/stores/recap-member';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { codeClass, codeWord } from './recap-codes';
import { formatRecapNumber } from './recap-summary';

/** HH.mm of an instant in Jakarta, '–' without one. */
const clock = (instant: string | null) => (instant ? formatTime(instant) : '–');

function DayDetail({ day }: { day: RecapMemberDay }) {
  const { label, lang } = useCopy();
  const status = (s: string) =>
    label(s === 'approved' ? recapLabels.statusApproved : recapLabels.statusPending);
  const kind = {
    leave: recapLabels.kindLeave,
    permission: recapLabels.kindPermission,
    remote: recapLabels.kindRemote,
  };
  return (
    <ul className="rmonth__facts">
      {day.holiday ? (
        <li data-testid="recap-member-holiday">
          {label(calendarDayLabels[day.holiday.kind], {
            name: holidayName({ date: day.date, ...day.holiday }, lang),
          })}
        </li>
      ) : null}
      {day.shift ? (
        <li>
          {day.shift.name} {formatTime(day.shift.start)}–{formatTime(day.shift.end)}
        </li>
      ) : (
        <li>{label(recapLabels.dayNoShift)}</li>
      )}
      {day.clockIn ? <li>{label(recapLabels.dayIn, { time: formatTime(day.clockIn) })}</li> : null}
      {day.clockOut ? <li>{label(recapLabels.dayOut, { time: formatTime(day.clockOut) })}</li> : null}
      {day.lateMinutes > 0 ? <li>{label(recapLabels.dayLate, { minutes: day.lateMinutes })}</li> : null}
      {day.earlyLeaveMinutes > 0 ? (
        <li>{label(recapLabels.dayEarly, { minutes: day.earlyLeaveMinutes })}</li>
      ) : null}
      {day.workedMinutes > 0 ? (
        <li>
          {label(recapLabels.dayWorked, {
            hours: formatRecapNumber(Math.round((day.workedMinutes / 60) * 100) / 100, true, lang),
          })}
        </li>
      ) : null}
      {day.request ? (
        <li>
          {label(recapLabels.dayRequest, {
            kind: label(kind[day.request.kind]),
            description: day.request.category?.name ?? day.request.description,
            status: status(day.request.status),
          })}
        </li>
      ) : null}
      {day.correction ? (
        <li data-testid="recap-member-corrected">
          {label(correctedDayLabel, {
            beforeIn: clock(day.correction.before.clockIn),
            afterIn: clock(day.correction.after.clockIn),
            beforeOut: clock(day.correction.before.clockOut),
            afterOut: clock(day.correction.after.clockOut),
            name: day.correction.approvedBy,
            at: momentLabel(day.correction.approvedAt, lang),
          })}
        </li>
      ) : null}
      {day.overtime
        .filter((o) => o.status === 'approved' || o.status === 'pending')
        .map((o) => (
          <li key={o.id}>
            {label(recapLabels.dayOvertime, {
              hours: formatRecapNumber(o.hours, true, lang),
              status: status(o.status),
            })}
          </li>
        ))}
    </ul>
  );
}

export function RecapMember({
  month,
  memberId,
  categories,
  onClose,
}: {
  month: string;
  categories: readonly LeaveCategoryRef[];
  /** The direct subordinate whose month is open (null: none). */
  memberId: number | null;
  onClose: () => void;
}) {
  const { label, lang } = useCopy();
  const snap = useSnapshot(recapMemberStore);
  useEffect(() => {
    if (memberId === null) return;
    void loadRecapMember(api, memberId, month);
  }, [memberId, month]);
  // a closed month forgets its answer (the next employee starts empty)
  useEffect(() => (memberId === null ? undefined : () => resetRecapMember()), [memberId]);
  const current = snap.subordinateId === memberId && snap.month === month;
  // held by ref: the answer itself, not a snapshot copy
  const data = current ? (snap.data as RecapMemberResponse | null) : null;
  const retry = () => memberId !== null && void loadRecapMember(api, memberId, month);

  const all = daysOfMonth(month);
  const lead = all[0] ? (dayOfWeek(all[0]) + 6) % 7 : 0;
  const monday = all.slice(0, 7).find((d) => dayOfWeek(d) === 1);
  const headers = monday ? all.slice(all.indexOf(monday), all.indexOf(monday) + 7) : [];

  return (
    <Dialog
      open={memberId !== null}
      onClose={onClose}
      title={
        data ? label(recapLabels.employeeMonth, { name: data.row.name, month: monthLabel(month, lang) }) : ''
      }
      actions={
        <Button variant="secondary" onClick={onClose}>
          {label(recapLabels.close)}
        </Button>
      }
    >
      {!data && snap.status !== 'failure' ? <Spinner label={label(recapLabels.loading)} /> : null}
      {current && snap.status === 'failure' ? (
        <LoadFailure error={snap.error} lang={lang} onRetry={retry} />
      ) : null}
      {data ? (
        <div className="rmonth" data-testid="recap-member">
          <div className="rmonth__head" aria-hidden="true">
            {headers.map((d) => (
              <span key={d}>{weekdayLabel(d, lang, 'short')}</span>
            ))}
          </div>
          <ol className="rmonth__days">
            {Array.from({ length: lead }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st have nothing else
              <li key={`lead-${i}`} className="rmonth__day rmonth__day--empty" aria-hidden="true" />
            ))}
            {all.map((date) => {
              const day = data.days.find((d) => d.date === date);
              return (
                <li
                  key={date}
                  className={`rmonth__day${day ? '' : ' rmonth__day--later'}`}
                  data-testid="recap-member-day"
                  data-date={date}
                  data-code={day?.code ?? ''}
                >
                  <div className="rmonth__date">
                    <span className="rmonth__weekday">{weekdayLabel(date, lang, 'short')}</span>{' '}
                    {Number(date.slice(8))}
                    {day ? (
                      <span className={codeClass(day.code)}>
                        {day.code}{' '}
                        <span className="rmonth__word">{codeWord(day.code, lang, categories)}</span>
                      </span>
                    ) : null}
                  </div>
                  {day ? <DayDetail day={day} /> : null}
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </Dialog>
  );
}
