/**
 * The attendance area (SPEC §2 "Attendance area"; issue 7 item 1): a gate (company attendance on and the
 * user allowed, else the §2 forbidden dialog), then lazy screens under /attendance/*. Unknown paths go to
 * /attendance/. Each screen renders its own header (title + back).
 */
import { attendanceAreaBlock } from '@upah/core/rules/attendance-area';
import { companyStore } from '@upah/core/stores/company';
import { profileStore } from '@upah/core/stores/profile';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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

const ForbiddenView = lazy(() => import('./forbidden-view'));
const HomeScreen = lazy(() => import('./home/home-screen'));
const ChooseOptionScreen = lazy(() => import('./choose/choose-option-screen'));
const ClockScreen = lazy(() => import('./clock/clock-screen'));
const SelfieScreen = lazy(() => import('./clock/selfie-screen'));
const MapScreen = lazy(() => import('./clock/map-screen'));
const RemoteScreen = lazy(() => import('./requests/remote-screen'));
const PermitListScreen = lazy(() => import('./requests/permit-list-screen'));
const PermitFormScreen = lazy(() => import('./requests/permit-form-screen'));
const CutiListScreen = lazy(() => import('./requests/cuti-list-screen'));
const CutiFormScreen = lazy(() => import('./requests/cuti-form-screen'));
const OvertimeListScreen = lazy(() => import('./requests/overtime-list-screen'));
const OvertimeFormScreen = lazy(() => import('./requests/overtime-form-screen'));
const ShiftRequestScreen = lazy(() => import('./requests/shift-request-screen'));
const PresenceHistoryScreen = lazy(() => import('./requests/presence-history-screen'));

export default function AttendanceRoute() {
  const { text, msg } = useText();
  const profile = useDeferredSnapshot(profileStore);
  const company = useDeferredSnapshot(companyStore);
  useEffect(ensureAreaData, []);

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
      {block ? (
        <ForbiddenView message={block} />
      ) : (
        <Routes>
          <Route index element={<HomeScreen />} />
          <Route path="choose-option" element={<ChooseOptionScreen />} />
          <Route path="clockIn" element={<ClockScreen type="clock-in" />} />
          <Route path="clockOut" element={<ClockScreen type="clock-out" />} />
          <Route path="selfie" element={<SelfieScreen />} />
          <Route path="maps" element={<MapScreen />} />
          <Route path="outstation" element={<RemoteScreen />} />
          <Route path="permit" element={<PermitListScreen />} />
          <Route path="permit-request" element={<PermitFormScreen />} />
          <Route path="cuti" element={<CutiListScreen />} />
          <Route path="cuti-request" element={<CutiFormScreen />} />
          <Route path="overtime" element={<OvertimeListScreen />} />
          <Route path="overtime-request/:date" element={<OvertimeFormScreen />} />
          <Route path="presence-history" element={<PresenceHistoryScreen />} />
          <Route path="shift-request" element={<ShiftRequestScreen />} />
          <Route path="*" element={<Navigate to={attendancePaths.home} replace />} />
        </Routes>
      )}
    </Suspense>
  );
}
