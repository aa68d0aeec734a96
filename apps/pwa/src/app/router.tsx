/**
 * Routes (SPEC §2 "Root", "Login area", "Dashboard shell"). Every screen is a lazy chunk.
 * Logged out: /login, /login/register/:step, /login/forget-password/:step, /login/terms; anything else → /login.
 * Logged in (a session token exists): /dashboard → start-tab rule, /dashboard/:index → the dashboard;
 * /loan/ (exact) → the cooperative loan area; /attendance/* → the employee attendance area;
 * /attendance/scan-qr, /attendance/employee-presence, /attendance/approval → the supervisor screens;
 * /production-tracking/* → production tracking; /login → /dashboard; anything else → /dashboard/0.
 */
import { sessionStore } from '@upah/core/stores/session';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';

const LoginRoute = lazy(() => import('../features/auth/login-route'));
const RegisterRoute = lazy(() => import('../features/auth/register-route'));
const ForgetPasswordRoute = lazy(() => import('../features/auth/forget-password-route'));
const TermsRoute = lazy(() => import('../features/auth/terms-route'));
const DashboardStart = lazy(() => import('../features/dashboard/dashboard-start'));
const DashboardRoute = lazy(() => import('../features/dashboard/dashboard-route'));
const LoanRoute = lazy(() => import('../features/loan/loan-route'));
const AttendanceRoute = lazy(() => import('../features/attendance/attendance-route'));
const ScanQrRoute = lazy(() => import('../features/supervisor/scan-qr-route'));
const EmployeePresenceRoute = lazy(() => import('../features/supervisor/employee-presence-route'));
const ApprovalRoute = lazy(() => import('../features/supervisor/approval-route'));
// The list's first load starts as soon as the chunk is here (production-route's preloadList).
const ProductionRoute = lazy(() =>
  import('../features/production/production-route').then((route) => {
    route.preloadList(window.location.pathname);
    return route;
  }),
);

export function AppRoutes() {
  const { token } = useSnapshot(sessionStore);
  if (token) {
    return (
      <Routes>
        <Route path={paths.dashboard} element={<DashboardStart />} />
        <Route path="/dashboard/:index" element={<DashboardRoute />} />
        <Route path={paths.loan} element={<LoanRoute />} />
        {/* Splat: the attendance area routes inside; more specific /attendance/… routes may sit beside it. */}
        <Route path="/attendance/*" element={<AttendanceRoute />} />
        {/* Supervisor screens (SPEC §2 attendance area): more specific than the area's /attendance/* splat. */}
        <Route path={paths.attendanceScanQr} element={<ScanQrRoute />} />
        <Route path={paths.attendanceEmployeePresence} element={<EmployeePresenceRoute />} />
        <Route path={paths.attendanceApproval} element={<ApprovalRoute />} />
        <Route path="/production-tracking/*" element={<ProductionRoute />} />
        <Route path="/login/*" element={<Navigate to={paths.dashboard} replace />} />
        <Route path="*" element={<Navigate to={paths.dashboardTab(0)} replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path="/login/register/:step" element={<RegisterRoute />} />
      <Route path="/login/forget-password/:step" element={<ForgetPasswordRoute />} />
      <Route path={paths.terms} element={<TermsRoute />} />
      <Route path="*" element={<Navigate to={paths.login} replace />} />
    </Routes>
  );
}
