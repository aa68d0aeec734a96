/**
 * /attendance/choose-option (SPEC §2, §5): readiness reminders as checkboxes (clock-in needs
 * all ticked, else 'Silahkan check kesiapan terlebih dahulu'), the self clock-in/out entry, and above them the
 * employee's QR code, in view without scrolling at 360×740 (its id is the one the supervisor's subordinate list uses: core's gateSubjectId), and the real shift in place of §2's fixed '09:00'.
 * A spinner until the shift, the profile and the readiness list are all known, then everything in its place at
 * once (the code's box has its final size before the code is drawn): nothing moves under a finger.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import type { Schedule } from '@upah/core/contract/attendance';
import { formatTime } from '@upah/core/format';
import { gateSubjectId } from '@upah/core/qr/gate-key-pair';
import { selfClockOptionRule } from '@upah/core/rules/attendance';
import { attendanceStore } from '@upah/core/stores/attendance';
import { loadCheckList } from '@upah/core/stores/attendance-check-list';
import { profileStore } from '@upah/core/stores/profile';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { AttendanceHeader } from '../attendance-header';
import { useLocation } from '../use-location';
import { QrCard } from './qr-card';

export default function ChooseOptionScreen() {
  const { label, message } = useCopy();
  const navigate = useNavigate();
  const { today, checkList, status } = useSnapshot(attendanceStore);
  const { profile } = useSnapshot(profileStore);
  const { fix } = useLocation();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [listReady, setListReady] = useState(false);
  useEffect(() => {
    void loadCheckList(api).then(() => setListReady(true));
  }, []);
  const s = today as Schedule | null;
  const type = s?.hasClockIn ? 'clock-out' : 'clock-in';
  // Shown at once, when everything it places is known (today's shift, the profile the code carries, the
  // readiness list): a code or a list arriving later would push the button down under the user's finger.
  const ready =
    listReady && (today !== null || status === 'success' || status === 'failure') && (!s || profile !== null);

  const go = () => {
    const result = selfClockOptionRule(
      type,
      checkList.map((item) => checked[item.id] === true),
    );
    if (!result.ok) return setError(message(result.message));
    navigate(type === 'clock-in' ? attendancePaths.clockIn : attendancePaths.clockOut);
  };

  return (
    <div className="page">
      <AttendanceHeader title={label(attendanceClockLabels.chooseTitle)} back={attendancePaths.home} />
      <main id="main" className="page__content stack" aria-busy={!ready}>
        {!ready ? <Spinner label={label(attendanceLabels.loading)} /> : null}
        {ready && s ? (
          <p className="att-shift__time" data-testid="choose-shift">
            {s.shiftName} · {formatTime(s.startTime)} – {formatTime(s.endTime)} WIB
          </p>
        ) : null}
        {ready && !s ? <Alert kind="info">{label(attendanceLabels.noShiftToday)}</Alert> : null}
        {/* the code first: at the gate the phone is held up to the tablet, and the code must be in view at once */}
        {ready && s && profile ? (
          <QrCard
            employeeId={gateSubjectId(profile)}
            payload={{
              scheduleId: s.id,
              subOrdinateId: gateSubjectId(profile),
              latitude: fix?.lat ?? 0,
              longitude: fix?.long ?? 0,
              employeeName: profile.name,
              shiftName: s.shiftName,
              type,
            }}
          />
        ) : null}
        {ready && type === 'clock-in' && checkList.length > 0 ? (
          <fieldset className="att-card att-checks">
            <legend className="att-card__title">{label(attendanceClockLabels.readiness)}</legend>
            {checkList.map((item) => (
              <label key={item.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={checked[item.id] === true}
                  onChange={(e) => {
                    setError(null);
                    setChecked((c) => ({ ...c, [item.id]: e.target.checked }));
                  }}
                />
                <span>{item.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {error ? (
          <Alert kind="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        {ready ? (
          <Button block disabled={!s} onClick={go}>
            {label(attendanceClockLabels.selfClock)} ·{' '}
            {label(type === 'clock-in' ? attendanceLabels.clockIn : attendanceLabels.clockOut)}
          </Button>
        ) : null}
      </main>
    </div>
  );
}
