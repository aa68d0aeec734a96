/**
 * /attendance/correction-request "Pengajuan koreksi presensi" (our extension, in the shape of SPEC §2's request
 * forms): the day (yesterday at first), its shift and what is recorded on it, the right clock-in and/or clock-out (a
 * time left empty keeps the recorded one), a reason and an optional photo. The form is core's correction store: the
 * quick checks before sending, core's rule with the first send, the draft kept when a send fails. The company's own
 * limit of days back (work policy correctionMaxDays) is the server's check: the phone checks the largest one allowed.
 */
import { correctionLabels } from '@upah/core/catalogue/labels-correction';
import type { Schedule } from '@upah/core/contract/attendance';
import { formatTime, jakartaDate } from '@upah/core/format';
import { WORK_POLICY_BOUNDS } from '@upah/core/rules/work-policy';
import { correctionRequestForm } from '@upah/core/stores/correction-request';
import { Field } from '@upah/ui/field';
import { TextArea } from '@upah/ui/text-area';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { PhotosAndSubmit } from './form-bits';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

const DAY_MS = 86_400_000;

/** The chosen day's schedule: undefined while it loads, null without a shift (contracts load with the first ask). */
function useCorrectionDay(date: string): Schedule | null | undefined {
  const [day, setDay] = useState<{ date: string; day: Schedule | null } | null>(null);
  useEffect(() => {
    if (!date) return;
    let live = true;
    void import('@upah/core/contract/attendance-area')
      .then(({ attendanceAreaEndpoints }) =>
        api.call(attendanceAreaEndpoints.scheduleByDate, { query: { requestedDate: date } }),
      )
      .then(
        (schedule) => live && setDay({ date, day: schedule }),
        () => live && setDay({ date, day: null }),
      );
    return () => {
      live = false;
    };
  }, [date]);
  return day?.date === date ? day.day : undefined;
}

export default function CorrectionFormScreen() {
  const copy = useCopy();
  const { label } = copy;
  const navigate = useNavigate();
  const form = useRequestForm(correctionRequestForm);
  const today = jakartaDate(Date.now());
  // a new form opens on yesterday: the forgotten clock-out of the day before is the usual case
  useEffect(() => {
    if (form.userId !== null && correctionRequestForm.store.values.date === '')
      correctionRequestForm.setValues({ date: jakartaDate(Date.now() - DAY_MS) });
  }, [form.userId]);
  const day = useCorrectionDay(form.values.date);

  const submit = () =>
    sendRequestForm(
      correctionRequestForm,
      // the phone refuses no day the server would take: the company's own limit (at most this) is the server's check
      { day, maxDays: WORK_POLICY_BOUNDS.correctionMaxDays.max, now: Date.now() },
      { copy, success: correctionLabels.sent, done: () => navigate(attendancePaths.correction) },
    );
  const time = (instant: string | null) => (instant ? formatTime(instant) : label(correctionLabels.none));

  return (
    <RequestPage title={label(correctionLabels.requestTitle)} back={attendancePaths.correction}>
      <Field
        label={label(correctionLabels.date)}
        type="date"
        required
        max={today}
        value={form.values.date}
        onChange={(e) => correctionRequestForm.setValues({ date: e.target.value })}
      />
      <div className="att-card" aria-live="polite" data-testid="correction-day">
        {/* two lines whatever it says, so the fields below stay where they are once the day has loaded */}
        {day === undefined ? (
          <>
            <p className="muted">{label(correctionLabels.loadingDay)}</p>
            <p aria-hidden="true">{'\u00a0'}</p>
          </>
        ) : day === null ? (
          <>
            <p>{label(correctionLabels.noShift)}</p>
            <p aria-hidden="true">{'\u00a0'}</p>
          </>
        ) : (
          <>
            <p>
              {label(correctionLabels.shift, {
                name: day.shiftName,
                start: formatTime(day.startTime),
                end: formatTime(day.endTime),
              })}
            </p>
            <p>
              {label(correctionLabels.recorded, {
                in: time(day.presenceClockIn),
                out: time(day.presenceClockOut),
              })}
            </p>
          </>
        )}
      </div>
      <Field
        label={label(correctionLabels.clockIn)}
        type="time"
        hint={label(correctionLabels.keepHint)}
        value={form.values.clockIn}
        onChange={(e) => correctionRequestForm.setValues({ clockIn: e.target.value })}
      />
      <Field
        label={label(correctionLabels.clockOut)}
        type="time"
        value={form.values.clockOut}
        onChange={(e) => correctionRequestForm.setValues({ clockOut: e.target.value })}
      />
      <TextArea
        label={label(correctionLabels.reason)}
        value={form.values.reason}
        maxLength={500}
        onChange={(e) => correctionRequestForm.setValues({ reason: e.target.value })}
      />
      <PhotosAndSubmit form={correctionRequestForm} onSubmit={() => void submit()} />
    </RequestPage>
  );
}
