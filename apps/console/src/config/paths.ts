/** The console's route table (DESIGN "a typed route table instead of string paths"). Scan mode is home. */
export const paths = {
  scan: '/',
  login: '/login',
  unlock: '/unlock',
  manual: '/manual',
  approvals: (tab: number = 0) => `/approvals/${tab}`,
  approvalsPattern: '/approvals/:tab',
  settings: '/settings',
} as const;

/** Screens behind the supervisor's PIN (console: a passer-by reaches only the scan screen). */
export const PIN_PROTECTED = [paths.manual, '/approvals', paths.settings] as const;
