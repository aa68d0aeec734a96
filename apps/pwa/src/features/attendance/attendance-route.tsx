/**
 * The attendance area (SPEC §2 "Attendance area"): the area gate (company attendance on and the user allowed,
 * else the §2 forbidden dialog), then lazy screens under /attendance/*. Unknown paths go to
 * /attendance/. Each screen renders its own header (title + back).
 */

import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceAreaBlock } from '@upah/core/rules/attendance-area';
import { AreaStatus, useAreaGate } from '@upah/ui/area-gate';
import { lazyScreen, preloadMatch } from '@upah/ui/lazy-screen';
import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { attendancePaths } from '../../config/attendance-paths';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { AreaForbidden } from '../../ui/area-forbidden';
import { PageLoading } from '../../ui/page-loading';
import { ensureAttendanceData } from './attendance-data';
import { AttendanceHeader } from './attendance-header';
import './attendance.css';

const HomeScreen = lazyScreen(() => import('./home/home-screen'));
const ChooseOptionScreen = lazyScreen(() => import('./choose/choose-option-screen'));
const ClockScreen = lazyScreen(() => import('./clock/clock-screen'));
const SelfieScreen = lazyScreen(() => import('./clock/selfie-screen'));
const MapScreen = lazyScreen(() => import('./clock/map-screen'));
const RemoteScreen = lazyScreen(() => import('./requests/remote-screen'));
const PermissionListScreen = lazyScreen(() => import('./requests/permission-list-screen'));
const PermissionFormScreen = lazyScreen(() => import('./requests/permission-form-screen'));
const LeaveListScreen = lazyScreen(() => import('./requests/leave-list-screen'));
const LeaveFormScreen = lazyScreen(() => import('./requests/leave-form-screen'));
const OvertimeListScreen = lazyScreen(() => import('./requests/overtime-list-screen'));
const OvertimeFormScreen = lazyScreen(() => import('./requests/overtime-form-screen'));
const ShiftRequestScreen = lazyScreen(() => import('./requests/shift-request-screen'));
const PresenceHistoryScreen = lazyScreen(() => import('./requests/presence-history-screen'));
const CorrectionRoute = lazyScreen(() => import('./requests/correction-route'));

/** The area's screens by path, relative to /attendance (SPEC §2 "Attendance area"). */
const screens: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'choose-option', element: <ChooseOptionScreen /> },
  { path: 'clockIn', element: <ClockScreen type="clock-in" /> },
  { path: 'clockOut', element: <ClockScreen type="clock-out" /> },
  { path: 'selfie', element: <SelfieScreen /> },
  { path: 'maps', element: <MapScreen /> },
  { path: 'outstation', element: <RemoteScreen /> },
  { path: 'permit', element: <PermissionListScreen /> },
  { path: 'permit-request', element: <PermissionFormScreen /> },
  { path: 'cuti', element: <LeaveListScreen /> },
  { path: 'cuti-request', element: <LeaveFormScreen /> },
  { path: 'overtime', element: <OvertimeListScreen /> },
  { path: 'overtime-request/:date', element: <OvertimeFormScreen /> },
  { path: 'presence-history', element: <PresenceHistoryScreen /> },
  { path: 'shift-request', element: <ShiftRequestScreen /> },
  { path: 'correction', element: <CorrectionRoute view="list" /> },
  { path: 'correction-request', element: <CorrectionRoute view="form" /> },
  { path: '*', element: <Navigate to={attendancePaths.home} replace /> },
];

/** Starts the chunk of the screen `pathname` opens (the router calls it before the first render, see lazy-screen). */
export function preload(pathname: string): Promise<void> {
  return preloadMatch(matchRoutes(screens, pathname, attendancePaths.home), pathname);
}

export default function AttendanceRoute() {
  const { lang, label } = useCopy();
  // before the gate's loads: offline, the area opens on its last data (attendance-data.ts)
  useEffect(ensureAttendanceData, []);
  const gate = useAreaGate(api, attendanceAreaBlock);
  const screen = useRoutes(screens);

  if (gate.kind === 'failure') {
    return (
      <div className="page">
        <AttendanceHeader title={label(attendanceLabels.areaTitle)} back={paths.home} />
        <main id="main" className="page__content">
          <AreaStatus gate={gate} lang={lang} />
        </main>
      </div>
    );
  }
  if (gate.kind === 'loading') return <PageLoading label={label(attendanceLabels.loading)} />;
  if (gate.kind === 'blocked') {
    return (
      <main id="main" className="page__content">
        <AreaForbidden
          gate={gate}
          title={attendanceLabels.forbiddenTitle}
          leaveLabel={attendanceLabels.close}
        />
      </main>
    );
  }
  return <Suspense fallback={<PageLoading label={label(attendanceLabels.loading)} />}>{screen}</Suspense>;
}
