/**
 * Attendance home (SPEC §2 /attendance): greeting by the Asia/Jakarta hour and the name, today's shift,
 * clock-in or clock-out, the presence summary, shortcuts and request buttons; and the clock entries kept on
 * the phone (a kept clock-in counts as clocked in: the next step is the clock-out).
 */
import { greetingLabels } from '@upah/core/catalogue/labels-attendance';
import type { Schedule } from '@upah/core/contract/attendance';
import { formatTime } from '@upah/core/format';
import { greeting } from '@upah/core/rules/attendance';
import { jakartaDate } from '@upah/core/format';
import { attendanceStore } from '@upah/core/stores/attendance';
import { clockQueueStore } from '@upah/core/stores/clock-queue';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { profileStore } from '@upah/core/stores/profile';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { paths } from '../../../config/paths';
import { useDeferredSnapshot } from '../../../lib/use-deferred-snapshot';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { AttendanceHeader } from '../attendance-header';
import { reloadToday } from '../attendance-data';
import { useText } from '../use-text';
import { KeptEntries } from './kept-entries';
import { SupervisorShortcuts } from './supervisor-shortcuts';

const A = attendancePaths;

function approvalText(value: boolean | null, has: boolean, text: ReturnType<typeof useText>['text']) {
  if (!has) return text('none');
  return value ? text('approved') : text('pendingLabel');
}

function Summary({ s }: { s: Schedule }) {
  const { text } = useText();
  const rows: [string, string][] = [
    [
      text('permission'),
      s.hasPermission
        ? `${approvalText(s.permissionApproved, true, text)} (${(s.permissionStartTime ?? '').slice(0, 5)}–${(s.permissionEndTime ?? '').slice(0, 5)})`
        : text('none'),
    ],
    [text('clockInTime'), s.presenceClockIn ? formatTime(s.presenceClockIn) : text('none')],
    [text('clockOutTime'), s.presenceClockOut ? formatTime(s.presenceClockOut) : text('none')],
    [text('presenceType'), s.presenceType ?? text('none')],
    [text('approvalStatus'), approvalText(s.presenceApproved, s.presenceId !== null, text)],
  ];
  return (
    <table className="att-summary">
      <caption>{text('summary')}</caption>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function HomeScreen() {
  const { text, msg } = useText();
  const { today, status, error } = useDeferredSnapshot(attendanceStore);
  const { profile } = useDeferredSnapshot(profileStore);
  const s = today as Schedule | null;
  const { queue, accepted } = useSnapshot(clockQueueStore);
  const kept = (type: string) =>
    s !== null && (queue?.pending ?? []).some((a) => a.kind === type && a.label === String(s.id));
  // an entry the server accepted changes today's presence
  useEffect(() => {
    if (accepted > 0) void reloadToday();
  }, [accepted]);
  return (
    <div className="page">
      <AttendanceHeader title={text('areaTitle')} back={paths.dashboardTab(0)} />
      <main id="main" className="page__content stack att-home">
        <div>
          <p className="att-greeting">{text(greetingLabels[greeting(Date.now())])}</p>
          <p className="att-name">{profile?.name}</p>
        </div>
        <section className="att-card" aria-labelledby="shift-title">
          <h2 id="shift-title" className="att-card__title">
            {text('todayShift')}
          </h2>
          {status === 'request' && !s ? <Spinner label={text('loading')} /> : null}
          {status === 'failure' ? (
            <Alert kind="danger" role="alert">
              {error ?? msg('attendanceFetchError')}{' '}
              <Button variant="link" onClick={() => void reloadToday()}>
                {text('retry')}
              </Button>
            </Alert>
          ) : null}
          {status === 'success' && !s ? (
            <div data-testid="no-shift">
              <p className="att-shift__name">{text('noShiftToday')}</p>
              <p className="muted">{text('noShiftTodayHint')}</p>
            </div>
          ) : null}
          {s ? (
            <div data-testid="shift">
              <p className="att-shift__name">{s.shiftName}</p>
              <p className="att-shift__time">
                {formatTime(s.startTime)} – {formatTime(s.endTime)} WIB
              </p>
              {!s.hasClockIn && !kept('clock-in') ? (
                <Link className="btn btn--primary btn--block" to={A.chooseOption}>
                  {text('clockIn')}
                </Link>
              ) : !s.hasClockOut && !kept('clock-out') ? (
                <Link className="btn btn--primary btn--block" to={A.clockOut}>
                  {text('clockOut')}
                </Link>
              ) : (
                <p className="att-done">{text('doneToday')}</p>
              )}
            </div>
          ) : null}
        </section>
        <KeptEntries />
        {s ? <Summary s={s} /> : null}
        <nav aria-label={text('shortcuts')}>
          <ul className="att-shortcuts">
            <li>
              <Link className="att-shortcut" to={A.outstation}>
                {text('remote')}
              </Link>
            </li>
            <li>
              <Link className="att-shortcut" to={A.permit}>
                {text('permit')}
              </Link>
            </li>
            <li>
              <Link className="att-shortcut" to={A.presenceHistory}>
                {text('presence')}
              </Link>
            </li>
          </ul>
        </nav>
        <SupervisorShortcuts isSupervisor={profile?.isSupervisor === true} />
        <div className="att-actions">
          <Link className="btn btn--secondary btn--block" to={A.overtime}>
            {text('overtimeButton')}
          </Link>
          <Link className="btn btn--secondary btn--block" to={A.cuti}>
            {text('leaveButton')}
          </Link>
          <Link className="btn btn--ghost btn--block" to={A.shiftRequest}>
            {text('shiftTitle')}
          </Link>
        </div>
        <p className="sr-only">{jakartaDate(Date.now())}</p>
      </main>
    </div>
  );
}
