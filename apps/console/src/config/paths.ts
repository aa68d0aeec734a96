/** The console's route table (DESIGN "a typed route table instead of string paths"). Scan mode is home. */
import type { Entry } from '@upah/core/catalogue';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
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

/** Where Mode meja opens (rules/console-mode.ts). */
export const DESK_HOME = paths.teamToday;

/**
 * The desk's navigation (Mode meja), in the order shown: the team screens, the approval queues with the
 * corrections' own entry, and Pengaturan. `match` tells which addresses light an entry up.
 */
export const DESK_MENU: readonly { readonly path: string; readonly label: Entry; readonly match: RegExp }[] =
  [
    { path: paths.teamToday, label: teamLabels.title, match: /^\/team\/today/ },
    { path: paths.teamRecap, label: recapLabels.title, match: /^\/team\/recap/ },
    { path: paths.approvals(0), label: consoleLabels.approvals, match: /^\/approvals\/[0-3]$/ },
    { path: paths.approvals(4), label: consoleLabels.corrections, match: /^\/approvals\/4$/ },
    { path: paths.settings, label: consoleLabels.settings, match: /^\/settings/ },
  ];
