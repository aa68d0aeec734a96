/** The console's route table (DESIGN "a typed route table instead of string paths"). Scan mode is home. */
import type { Entry } from '@upah/core/catalogue';
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import { teamLabels } from '@upah/core/catalogue/labels-team';

export const paths = {
  scan: '/',
  login: '/login',
  unlock: '/unlock',
  manual: '/manual',
  approvals: (tab: number = 0) => `/approvals/${tab}`,
  approvalsPattern: '/approvals/:tab',
  settings: '/settings',
  /** The team screens (DESIGN "Team views and payroll"): one top-bar group, TEAM_MENU. */
  teamToday: '/team/today',
  teamRecap: '/team/recap',
  teamRecapMember: (employeeId: number | string = ':employeeId') => `/team/recap/${employeeId}`,
} as const;

/** Screens behind the supervisor's PIN (console: a passer-by reaches only the scan screen). */
export const PIN_PROTECTED = [paths.manual, '/approvals', paths.settings, '/team'] as const;

/** The top bar's team group: each team screen, behind the PIN, in the order shown. */
export const TEAM_MENU: readonly { readonly path: string; readonly label: Entry }[] = [
  { path: paths.teamToday, label: teamLabels.title },
  { path: paths.teamRecap, label: recapLabels.title },
];
