/**
 * /attendance/shift-request (SPEC §2, §3, §5, §8 'Pengajuan Shift berhasil'): the master shifts with their real
 * time ranges per weekday (in place of §2's placeholder), a date, a description, and the open approval entry
 * of the date (no approval entry, no request).
 */
import { weekdayLabels } from '@upah/core/catalogue/labels-attendance';
import { type MasterShift, type ShiftByDateResponse, shiftEndpoints } from '@upah/core/contract/shift';
import { jakartaDate } from '@upah/core/format';
import { shiftRangeRows } from '@upah/core/rules/attendance-area';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alerts';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { useText } from '../use-text';
import { SubmitBar, TextArea } from './form-bits';
import { RequestPage } from './request-page';
import { submitRequest } from './submit-request';
import { useDraft } from './use-draft';

const FORM = 'shift-request';

export default function ShiftRequestScreen() {
  const { text, msg, lang } = useText();
  const navigate = useNavigate();
  const draft = useDraft(FORM, { shiftId: '', date: jakartaDate(Date.now()), desc: '' });
  const [shifts, setShifts] = useState<MasterShift[]>([]);
  const [onDate, setOnDate] = useState<ShiftByDateResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { shiftId, date, desc } = draft.value;
  useEffect(() => {
    api.call(shiftEndpoints.masterShifts).then(
      (d) => setShifts(d.masterShifts),
      () => setShifts([]),
    );
  }, []);
  useEffect(() => {
    setOnDate(null);
    if (!date) return;
    api.call(shiftEndpoints.shiftByDate, { query: { date } }).then(setOnDate, () => setOnDate(null));
  }, [date]);

  const submit = async () => {
    setError(null);
    if (!shiftId) return setError(msg('fieldRequired', { field: text('masterShift') }));
    if (!onDate?.approvalId) return setError(text('noApproval'));
    setBusy(true);
    await submitRequest({
      lang,
      success: 'shiftCreated',
      send: () =>
        api.call(shiftEndpoints.request, {
          body: { masterShiftId: Number(shiftId), desc, approvalId: onDate.approvalId as number, date },
        }),
      done: () => {
        showAlert({ kind: 'info', text: msg('shiftCreatedDescription') });
        draft.clear();
        navigate(attendancePaths.home);
      },
    });
    setBusy(false);
  };

  return (
    <RequestPage title={text('shiftTitle')} back={attendancePaths.home}>
      <Field
        label={text('date')}
        type="date"
        value={date}
        onChange={(e) => draft.set({ date: e.target.value })}
      />
      {onDate?.current ? (
        <p className="muted">{text('currentShift', { name: onDate.current.shiftName })}</p>
      ) : null}
      {onDate && !onDate.approvalId ? <Alert kind="info">{text('noApproval')}</Alert> : null}
      <fieldset className="att-radios">
        <legend className="field__label">{text('masterShift')}</legend>
        {shifts.map((s) => (
          <label key={s.id} className="att-shift-option">
            <input
              type="radio"
              name="masterShift"
              value={s.id}
              checked={shiftId === String(s.id)}
              onChange={() => draft.set({ shiftId: String(s.id) })}
            />
            <span>
              <strong>{s.shiftName}</strong>
              {shiftRangeRows(s).map((r) => (
                <span key={r.range + r.days.join()} className="att-shift-row">
                  {r.days.map((d) => text(weekdayLabels[d] ?? weekdayLabels[0]!)).join(', ')}: {r.range}
                </span>
              ))}
            </span>
          </label>
        ))}
      </fieldset>
      <TextArea
        label={text('description')}
        value={desc}
        onChange={(e) => draft.set({ desc: e.target.value })}
      />
      <SubmitBar error={error} busy={busy} onSubmit={() => void submit()} />
    </RequestPage>
  );
}
