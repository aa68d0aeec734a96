/**
 * Routes (SPEC §2 "Root", "Login area", "Dashboard shell"). Every screen is a lazy chunk.
 * Logged out: /login, /login/register/:step, /login/forget-password/:step, /login/terms; anything else → /login.
 * Logged in (a session token exists): /dashboard → start-tab rule, /dashboard/:index → the dashboard;
 * /loan/ (exact) → the cooperative loan area; /attendance/* → the employee attendance area;
 * /attendance/scan-qr, /attendance/employee-presence, /attendance/approval, /attendance/team → the supervisor screens;
 * /production-tracking/* → production tracking; /login → /dashboard; anything else → /dashboard/0.
 */
import { sessionStore } from '@upah/core/stores/session';
import { lazyScreen, preloadMatch } from '@upah/ui/lazy-screen';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';

const LoginRoute = lazyScreen(() => import('../features/auth/login-route'));
const RegisterRoute = lazyScreen(() => import('../features/auth/register-route'));
const ForgetPasswordRoute = lazyScreen(() => import('../features/auth/forget-password-route'));
const TermsRoute = lazyScreen(() => import('../features/auth/terms-route'));
const DashboardStart = lazyScreen(() => import('../features/dashboard/dashboard-start'));
const DashboardRoute = lazyScreen(() => import('../features/dashboard/dashboard-route'));
const LoanRoute = lazyScreen(() => import('../features/loan/loan-route'));
const AttendanceRoute = lazyScreen(() => import('../features/attendance/attendance-route'));
const ScanQrRoute = lazyScreen(() => import('../features/supervisor/scan-qr-route'));
const EmployeePresenceRoute = lazyScreen(() => import('../features/supervisor/employee-presence-route'));
const ApprovalRoute = lazyScreen(() => import('../features/supervisor/approval-route'));
const TeamRoute = lazyScreen(() => import('../features/supervisor/team-route'));
const ProductionRoute = lazyScreen(() => import('../features/production/production-route'));

const signedIn: RouteObject[] = [
  { path: paths.dashboard, element: <DashboardStart /> },
  { path: paths.dashboardTabRoute, element: <DashboardRoute /> },
  { path: paths.loan, element: <LoanRoute /> },
  // Splat: the attendance area routes inside; more specific /attendance/… routes may sit beside it.
  { path: '/attendance/*', element: <AttendanceRoute /> },
  // Supervisor screens (SPEC §2 attendance area): more specific than the area's /attendance/* splat.
  { path: paths.attendanceScanQr, element: <ScanQrRoute /> },
  { path: paths.attendanceEmployeePresence, element: <EmployeePresenceRoute /> },
  { path: paths.attendanceApproval, element: <ApprovalRoute /> },
  { path: paths.attendanceTeam, element: <TeamRoute /> },
  { path: '/production-tracking/*', element: <ProductionRoute /> },
  { path: '/login/*', element: <Navigate to={paths.dashboard} replace /> },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

const signedOut: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  { path: '/login/register/:step', element: <RegisterRoute /> },
  { path: '/login/forget-password/:step', element: <ForgetPasswordRoute /> },
  { path: paths.terms, element: <TermsRoute /> },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

export function AppRoutes() {
  const { token } = useSnapshot(sessionStore);
  return useRoutes(token ? signedIn : signedOut);
}

/** Starts the chunks of the screen `pathname` opens (main.tsx renders once they are here; see lazy-screen). */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatch(matchRoutes(sessionStore.token ? signedIn : signedOut, pathname), pathname);
}
