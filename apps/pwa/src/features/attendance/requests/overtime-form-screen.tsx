/**
 * /attendance/overtime-request/:date (SPEC §2, §3, §5, §8 'Berhasil mengajukan lembur'): workday or offday
 * (scheduleId of the date on a workday), defaults today 15:00–16:00, an end before the start is refused,
 * a description with file permission, photos. The form is core's overtime request store.
 */
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { OVERTIME_TYPES } from '@upah/core/contract/overtime-types';
import { formatDate, jakartaDate } from '@upah/core/format';
import { overtimeRequestForm } from '@upah/core/stores/overtime-request';
import { sessionStore } from '@upah/core/stores/session';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { useNavigate, useParams } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { RangeRequestFields } from './form-bits';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

export default function OvertimeFormScreen() {
  const copy = useCopy();
  const navigate = useNavigate();
  const params = useParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.date ?? '')
    ? (params.date as string)
    : jakartaDate(Date.now());
  const form = useRequestForm(overtimeRequestForm);

  const submit = () =>
    sendRequestForm(
      overtimeRequestForm,
      { date, fileAllowed: sessionStore.permissions.file },
      { copy, success: 'overtimeCreated', done: () => navigate(attendancePaths.overtime) },
    );

  return (
    <RequestPage
      title={copy.label(attendanceRequestLabels.overtimeRequestTitle)}
      back={attendancePaths.overtime}
    >
      <p className="att-item__title">{formatDate(date)}</p>
      <ChoiceGroup
        className="att-radios"
        legend={copy.label(attendanceRequestLabels.overtimeType)}
        optionClassName="checkbox"
        name="overtimeType"
        value={form.values.type}
        onChange={(type) => overtimeRequestForm.setValues({ type })}
        choices={OVERTIME_TYPES.map((t) => ({
          value: t,
          content: <span>{copy.label(attendanceRequestLabels[t])}</span>,
        }))}
      />
      <RangeRequestFields kind="time" form={overtimeRequestForm} multiple onSubmit={() => void submit()} />
    </RequestPage>
  );
}
