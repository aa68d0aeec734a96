/**
 * The company settings the team views read (DESIGN "Team views and payroll": the late tolerance and the annual
 * leave are company settings). SPEC's company settings carry only module flags, so the mock keeps these beside
 * them, per company: `lateToleranceMinutes` (default 5) and `annualLeaveDays` (default 12, UU 13/2003 art. 79).
 */
import { ANNUAL_LEAVE_CATEGORY, ANNUAL_LEAVE_DAYS } from '@upah/core/rules/leave-balance';
import { DEFAULT_LATE_TOLERANCE_MINUTES } from '@upah/core/rules/team-day';
import type { MockState } from '../../state/types';

export interface TeamSettings {
  lateToleranceMinutes: number;
  annualLeaveDays: number;
  /** The leave category the annual allowance is for. */
  annualLeaveCategory: string;
}

export interface TeamDayState {
  settings: Map<number, TeamSettings>;
}

declare module '../../state/types' {
  interface DomainStates {
    teamDay: TeamDayState;
  }
}

export const DEFAULT_TEAM_SETTINGS: TeamSettings = {
  lateToleranceMinutes: DEFAULT_LATE_TOLERANCE_MINUTES,
  annualLeaveDays: ANNUAL_LEAVE_DAYS,
  annualLeaveCategory: ANNUAL_LEAVE_CATEGORY,
};

export function teamSettings(state: MockState, companyId: number): TeamSettings {
  return state.domains.teamDay?.settings.get(companyId) ?? DEFAULT_TEAM_SETTINGS;
}
