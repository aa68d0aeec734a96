/**
 * Attendance home (SPEC §2 /attendance): greeting by the Asia/Jakarta hour and the name, today's holiday when
 * it is one ("Hari ini libur nasional: Natal", a chunk loaded after the first paint), today's shift,
 * clock-in or clock-out, the presence summary, shortcuts and request buttons; and the clock entries kept on
 * the phone (a kept clock-in counts as clocked in: the next step is the clock-out).
 * Nothing moves while it loads (a tap lands on what was painted): the shift card keeps its full height from the
 * first paint, the summary's table is there with blank values, and the supervisor's shortcuts, known only with
 * the profile, come last.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceHomeLabels, greetingLabels } from '@upah/core/catalogue/labels-attendance-home';
import { presenceTypeEntry } from '@upah/core/catalogue/labels-presence-type';
import type { Schedule } from '@upah/core/contract/attendance';
import { formatTime, jakartaDate } from '@upah/core/format';
import { greeting } from '@upah/core/rules/attendance';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { clockQueueStore } from '@upah/core/stores/clock-queue-state';
import { profileStore } from '@upah/core/stores/profile';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { paths } from '../../../config/paths';
import { type Copy, useCopy } from '../../../lib/use-copy';
import { useDeferredSnapshot } from '../../../lib/use-deferred-snapshot';
import { reloadToday } from '../attendance-data';
import { AttendanceHeader } from '../attendance-header';
import { KeptEntries } from './kept-entries';
import { SupervisorShortcuts } from './supervisor-shortcuts';

const A = attendancePaths;

/** The shortcuts under today's card (SPEC §2 attendance home), in order. */
const SHORTCUTS = [
  { to: A.outstation, label: attendanceHomeLabels.remote },
  { to: A.permit, label: attendanceHomeLabels.permit },
  { to: A.presenceHistory, label: attendanceHomeLabels.presence },
] as const;

/** The request buttons under the shortcuts, in order: the three requests, then the shift request. */
const ACTIONS = [
  { to: A.overtime, label: attendanceHomeLabels.overtimeButton, look: 'btn--secondary' },
  { to: A.cuti, label: attendanceHomeLabels.leaveButton, look: 'btn--secondary' },
  { to: A.correction, label: attendanceHomeLabels.correctionButton, look: 'btn--secondary' },
  { to: A.shiftRequest, label: attendanceLabels.shiftTitle, look: 'btn--ghost' },
] as const;

/** Today's holiday, if any: its own chunk, asked for after the first paint (not part of the /attendance budget). */
const HolidayNotice = lazy(() => import('./holiday-notice'));

type SummaryFields = Pick<
  Schedule,
  | 'hasPermission'
  | 'permissionApproved'
  | 'permissionStartTime'
  | 'permissionEndTime'
  | 'presenceClockIn'
  | 'presenceClockOut'
  | 'presenceType'
  | 'presenceApproved'
  | 'presenceId'
>;

/** The summary's values when there is no shift today: no permission, no clock-in or -out, no presence. */
const NO_PRESENCE: SummaryFields = {
  hasPermission: false,
  permissionApproved: null,
  permissionStartTime: null,
  permissionEndTime: null,
  presenceClockIn: null,
  presenceClockOut: null,
  presenceType: null,
  presenceApproved: null,
  presenceId: null,
};

function approvalText(value: boolean | null, has: boolean, label: Copy['label']) {
  if (!has) return label(attendanceHomeLabels.none);
  return value ? label(attendanceHomeLabels.approved) : label(attendanceHomeLabels.pendingLabel);
}

/** Blank values of the same height while today's presence loads (the table is there from the first paint). */
const PENDING_VALUE = '\u00a0';

/** Today's presence; `s` null once loaded means none today (every value 'Tidak ada'), undefined still loading. */
function Summary({ s: loaded }: { s: SummaryFields | null | undefined }) {
  const { label } = useCopy();
  const s = loaded ?? NO_PRESENCE;
  const rows: [string, string][] = [
    [
      label(attendanceHomeLabels.permission),
      s.hasPermission
        ? `${approvalText(s.permissionApproved, true, label)} (${(s.permissionStartTime ?? '').slice(0, 5)}–${(s.permissionEndTime ?? '').slice(0, 5)})`
        : label(attendanceHomeLabels.none),
    ],
    [
      label(attendanceHomeLabels.clockInTime),
      s.presenceClockIn ? formatTime(s.presenceClockIn) : label(attendanceHomeLabels.none),
    ],
    [
      label(attendanceHomeLabels.clockOutTime),
      s.presenceClockOut ? formatTime(s.presenceClockOut) : label(attendanceHomeLabels.none),
    ],
    [
      label(attendanceHomeLabels.presenceType),
      s.presenceType ? label(presenceTypeEntry(s.presenceType)) : label(attendanceHomeLabels.none),
    ],
    [
      label(attendanceHomeLabels.approvalStatus),
      approvalText(s.presenceApproved, s.presenceId !== null, label),
    ],
  ];
  const shown: [string, string][] = loaded === undefined ? rows.map(([k]) => [k, PENDING_VALUE]) : rows;
  return (
    <table className="att-summary" aria-busy={loaded === undefined}>
      <caption>{label(attendanceHomeLabels.summary)}</caption>
      <tbody>
        {shown.map(([k, v]) => (
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
  const { label, message, lang } = useCopy();
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
      <AttendanceHeader title={label(attendanceLabels.areaTitle)} back={paths.home} />
      <main id="main" className="page__content stack att-home">
        <div>
          <p className="att-greeting">{label(greetingLabels[greeting(Date.now())])}</p>
          <p className="att-name">{profile?.name ?? PENDING_VALUE}</p>
        </div>
        <Suspense fallback={null}>
          <HolidayNotice />
        </Suspense>
        <section className="att-card" aria-labelledby="shift-title">
          <h2 id="shift-title" className="att-card__title">
            {label(attendanceHomeLabels.todayShift)}
          </h2>
          {/* One cell: the shift's full height is kept from the first paint (a hidden copy of its lines and
              button), so nothing below moves when the shift, no shift or the spinner takes its place. */}
          <div className="att-shift-slot">
            <div className="att-shift-slot__reserve" aria-hidden="true">
              <p className="att-shift__name">{PENDING_VALUE}</p>
              <p className="att-shift__time">{PENDING_VALUE}</p>
              <span className="btn btn--primary btn--block">{PENDING_VALUE}</span>
            </div>
            {status === 'request' && !s ? <Spinner label={label(attendanceLabels.loading)} /> : null}
            {status === 'failure' ? (
              <LoadFailure
                error={error ?? message('attendanceFetchError')}
                lang={lang}
                onRetry={() => void reloadToday()}
              />
            ) : null}
            {status === 'success' && !s ? (
              <div data-testid="no-shift">
                <p className="att-shift__name">{label(attendanceLabels.noShiftToday)}</p>
                <p className="muted">{label(attendanceHomeLabels.noShiftTodayHint)}</p>
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
                    {label(attendanceLabels.clockIn)}
                  </Link>
                ) : !s.hasClockOut && !kept('clock-out') ? (
                  <Link className="btn btn--primary btn--block" to={A.clockOut}>
                    {label(attendanceLabels.clockOut)}
                  </Link>
                ) : (
                  <p className="att-done">{label(attendanceHomeLabels.doneToday)}</p>
                )}
              </div>
            ) : null}
          </div>
        </section>
        <KeptEntries />
        {status === 'failure' && !s ? null : <Summary s={s ?? (status === 'success' ? null : undefined)} />}
        <nav aria-label={label(attendanceHomeLabels.shortcuts)}>
          <ul className="att-shortcuts">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.to}>
                <Link className="att-shortcut" to={shortcut.to}>
                  {label(shortcut.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="att-actions">
          {ACTIONS.map((action) => (
            <Link key={action.to} className={`btn ${action.look} btn--block`} to={action.to}>
              {label(action.label)}
            </Link>
          ))}
        </div>
        {/* Last: known once the profile has loaded, so its arrival moves nothing the user may be about to tap. */}
        <SupervisorShortcuts isSupervisor={profile?.isSupervisor === true} />
        <p className="sr-only">{jakartaDate(Date.now())}</p>
      </main>
    </div>
  );
}
