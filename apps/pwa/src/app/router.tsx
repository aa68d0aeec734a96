/**
 * Routes (SPEC §2 "Root", "Login area", "Dashboard shell"). Every screen is a lazy chunk.
 * Logged out: /login, /login/register/:step, /login/forget-password/:step, /login/terms; anything else → /login.
 * Logged in (a session token exists): /dashboard → start-tab rule, /dashboard/:index → the dashboard;
 * /login → /dashboard; anything else → /dashboard/0.
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
const ProductionRoute = lazy(() => import('../features/production/production-route'));

export function AppRoutes() {
  const { token } = useSnapshot(sessionStore);
  if (token) {
    return (
      <Routes>
        <Route path={paths.dashboard} element={<DashboardStart />} />
        <Route path="/dashboard/:index" element={<DashboardRoute />} />
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
