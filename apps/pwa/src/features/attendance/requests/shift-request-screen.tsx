/**
 * /attendance/shift-request (SPEC §2, §3, §5, §8 'Pengajuan Shift berhasil'): the master shifts with their real
 * time ranges per weekday (in place of §2's placeholder), a date, a description, and the open approval entry
 * of the date (no approval entry, no request). The form is core's shift request store.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels, weekdayLabels } from '@upah/core/catalogue/labels-attendance-requests';
import type { MasterShift } from '@upah/core/contract/shift';
import { shiftRangeRows } from '@upah/core/rules/attendance-area';
import {
  loadMasterShifts,
  loadShiftOnDate,
  shiftOptionsStore,
  shiftRequestForm,
} from '@upah/core/stores/shift-request';
import { Alert } from '@upah/ui/alert';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { Field } from '@upah/ui/field';
import { Spinner } from '@upah/ui/spinner';
import { TextArea } from '@upah/ui/text-area';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { SubmitBar } from './form-bits';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

export default function ShiftRequestScreen() {
  const copy = useCopy();
  const navigate = useNavigate();
  const form = useRequestForm(shiftRequestForm);
  const { shifts, onDate } = useSnapshot(shiftOptionsStore);
  const { shiftId, date, desc } = form.values;
  // The form below the date shows once the master shifts and the date's shift are known, all in place at once:
  // nothing pushes the list or Kirim down after they are shown (a spinner until then).
  const [listed, setListed] = useState(false);
  const [dateKnown, setDateKnown] = useState(false);
  const ready = listed && dateKnown;
  useEffect(() => {
    void loadMasterShifts(api).then(() => setListed(true));
  }, []);
  useEffect(() => {
    void loadShiftOnDate(api, date).then(() => setDateKnown(true));
  }, [date]);

  const submit = () =>
    sendRequestForm(
      shiftRequestForm,
      { approvalId: shiftOptionsStore.onDate?.approvalId ?? null },
      {
        copy,
        success: 'shiftCreated',
        done: () => {
          showAlert({ kind: 'info', text: copy.message('shiftCreatedDescription') });
          navigate(attendancePaths.home);
        },
      },
    );

  return (
    <RequestPage title={copy.label(attendanceLabels.shiftTitle)} back={attendancePaths.home}>
      <Field
        label={copy.label(attendanceLabels.date)}
        type="date"
        value={date}
        onChange={(e) => shiftRequestForm.setValues({ date: e.target.value })}
      />
      {ready ? (
        <>
          {onDate?.current ? (
            <p className="muted">
              {copy.label(attendanceRequestLabels.currentShift, { name: onDate.current.shiftName })}
            </p>
          ) : null}
          {onDate && !onDate.approvalId ? (
            <Alert kind="info">{copy.label(attendanceRequestLabels.noApproval)}</Alert>
          ) : null}
          <ChoiceGroup
            className="att-radios"
            legend={copy.label(attendanceRequestLabels.masterShift)}
            optionClassName="card-item card-item--row att-shift-option"
            name="masterShift"
            value={shiftId}
            onChange={(id) => shiftRequestForm.setValues({ shiftId: id })}
            choices={shifts.map((s) => ({
              value: String(s.id),
              content: (
                <span>
                  <strong>{s.shiftName}</strong>
                  {shiftRangeRows(s as MasterShift).map((r) => (
                    <span key={r.range + r.days.join()} className="att-shift-row">
                      {r.days.map((d) => copy.label(weekdayLabels[d] ?? weekdayLabels[0]!)).join(', ')}:{' '}
                      {r.range}
                    </span>
                  ))}
                </span>
              ),
            }))}
          />
          <TextArea
            label={copy.label(attendanceLabels.description)}
            value={desc}
            onChange={(e) => shiftRequestForm.setValues({ desc: e.target.value })}
          />
          <SubmitBar
            failure={form.failure}
            progress={form.progress}
            busy={form.step === 'sending'}
            onSubmit={() => void submit()}
          />
        </>
      ) : (
        <Spinner label={copy.label(attendanceLabels.loading)} />
      )}
    </RequestPage>
  );
}
