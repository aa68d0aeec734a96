/**
 * The typed route table (SPEC §2 "Root", "Login area", "Dashboard shell"). Screens link with these, never
 * with hand-written strings.
 */
import { type DashboardTab, dashboardTabs } from '@upah/core/rules/dashboard';

export const REGISTER_STEPS = 4;
export const FORGET_PASSWORD_STEPS = 3;
export const DASHBOARD_TABS = 5;

export const paths = {
  /** Logged-out base route B. */
  login: '/login',
  register: (step: number) => `/login/register/${step}`,
  forgetPassword: (step: number) => `/login/forget-password/${step}`,
  terms: '/login/terms',
  /** Logged-in route; the start-tab rule picks the tab. */
  dashboard: '/dashboard',
  dashboardTab: (index: DashboardTab) => `/dashboard/${index}`,
  /** The dashboard's Home tab, where the areas lead back to. */
  home: `/dashboard/${dashboardTabs.home}`,
  /** The dashboard's route pattern: the router's table and the tab preload match with it. */
  dashboardTabRoute: '/dashboard/:index',
  /** Modules built later (SPEC §2 "Other paths when logged in"), linked from Home's cards. */
  loan: '/loan/',
  attendance: '/attendance/',
  /** Supervisor screens of the attendance area (SPEC §2), each its own lazy route beside the area's splat. */
  attendanceScanQr: '/attendance/scan-qr',
  attendanceEmployeePresence: '/attendance/employee-presence',
  attendanceApproval: '/attendance/approval',
  /** The supervisor's team board (DESIGN "Team views and payroll"), beside the SPEC §2 supervisor screens. */
  attendanceTeam: '/attendance/team',
  productionTracking: '/production-tracking/',
  /** SPEC §2 /production-tracking/form?projectId&date&itemId&groupName. */
  productionForm: (q: { projectId: number; date: string; itemId: number; groupName: string }) =>
    `/production-tracking/form?${new URLSearchParams({
      projectId: String(q.projectId),
      date: q.date,
      itemId: String(q.itemId),
      groupName: q.groupName,
    })}`,
} as const;

/** A `:step` path segment as a whole number in 1..max, or null. */
export function parseStep(raw: string | undefined, max: number): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= max ? step : null;
}
