/**
 * The attendance area (SPEC §2 "Attendance area"; issue 7 item 1): a gate (company attendance on and the
 * user allowed, else the §2 forbidden dialog), then lazy screens under /attendance/*. Unknown paths go to
 * /attendance/. Each screen renders its own header (title + back).
 */
import { attendanceAreaBlock } from '@upah/core/rules/attendance-area';
import { companyStore } from '@upah/core/stores/company';
import { profileStore } from '@upah/core/stores/profile';
import { lazyScreen, preloadMatch } from '@upah/ui/lazy-screen';
import { Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { attendancePaths } from '../../config/attendance-paths';
import { paths } from '../../config/paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useDeferredSnapshot } from '../../lib/use-deferred-snapshot';
import { PageLoading } from '../../ui/page-loading';
import { ensureAreaData } from './attendance-data';
import { AttendanceHeader } from './attendance-header';
import { useText } from './use-text';
import './attendance.css';

const ForbiddenView = lazyScreen(() => import('./forbidden-view'));
const HomeScreen = lazyScreen(() => import('./home/home-screen'));
const ChooseOptionScreen = lazyScreen(() => import('./choose/choose-option-screen'));
const ClockScreen = lazyScreen(() => import('./clock/clock-screen'));
const SelfieScreen = lazyScreen(() => import('./clock/selfie-screen'));
const MapScreen = lazyScreen(() => import('./clock/map-screen'));
const RemoteScreen = lazyScreen(() => import('./requests/remote-screen'));
const PermitListScreen = lazyScreen(() => import('./requests/permit-list-screen'));
const PermitFormScreen = lazyScreen(() => import('./requests/permit-form-screen'));
const CutiListScreen = lazyScreen(() => import('./requests/cuti-list-screen'));
const CutiFormScreen = lazyScreen(() => import('./requests/cuti-form-screen'));
const OvertimeListScreen = lazyScreen(() => import('./requests/overtime-list-screen'));
const OvertimeFormScreen = lazyScreen(() => import('./requests/overtime-form-screen'));
const ShiftRequestScreen = lazyScreen(() => import('./requests/shift-request-screen'));
const PresenceHistoryScreen = lazyScreen(() => import('./requests/presence-history-screen'));

/** The area's screens by path, relative to /attendance (SPEC §2 "Attendance area"). */
const screens: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'choose-option', element: <ChooseOptionScreen /> },
  { path: 'clockIn', element: <ClockScreen type="clock-in" /> },
  { path: 'clockOut', element: <ClockScreen type="clock-out" /> },
  { path: 'selfie', element: <SelfieScreen /> },
  { path: 'maps', element: <MapScreen /> },
  { path: 'outstation', element: <RemoteScreen /> },
  { path: 'permit', element: <PermitListScreen /> },
  { path: 'permit-request', element: <PermitFormScreen /> },
  { path: 'cuti', element: <CutiListScreen /> },
  { path: 'cuti-request', element: <CutiFormScreen /> },
  { path: 'overtime', element: <OvertimeListScreen /> },
  { path: 'overtime-request/:date', element: <OvertimeFormScreen /> },
  { path: 'presence-history', element: <PresenceHistoryScreen /> },
  { path: 'shift-request', element: <ShiftRequestScreen /> },
  { path: '*', element: <Navigate to={attendancePaths.home} replace /> },
];

/** Starts the chunk of the screen `pathname` opens (the router calls it before the first render, see lazy-screen). */
export function preload(pathname: string): Promise<void> {
  return preloadMatch(matchRoutes(screens, pathname, attendancePaths.home), pathname);
}

export default function AttendanceRoute() {
  const { text, msg } = useText();
  const profile = useDeferredSnapshot(profileStore);
  const company = useDeferredSnapshot(companyStore);
  useEffect(ensureAreaData, []);
  const screen = useRoutes(screens);

  const loaded = profile.profile && (company.settings || company.status === 'failure');
  if (!loaded) {
    if (profile.status === 'failure') {
      return (
        <div className="page">
          <AttendanceHeader title={text('areaTitle')} back={paths.dashboardTab(0)} />
          <main id="main" className="page__content stack">
            <Alert kind="danger" role="alert">
              {profile.error ?? msg('fetchError')}
            </Alert>
            <Button variant="secondary" onClick={ensureAreaData}>
              {text('retry')}
            </Button>
          </main>
        </div>
      );
    }
    return <PageLoading label={text('loading')} />;
  }
  const block = attendanceAreaBlock(
    profile.profile as { attendanceAllowed: boolean },
    company.settings as { attendance_enabled: boolean } | null,
  );
  return (
    <Suspense fallback={<PageLoading label={text('loading')} />}>
      {block ? <ForbiddenView message={block} /> : screen}
    </Suspense>
  );
}
