/**
 * Which module cards Home shows (SPEC §2 "Home greets the user by name and shows cards", §6 flags):
 * on-demand salary always (→ /dashboard/2); cooperative loan when loan_management_enabled (→ /loan/);
 * attendance when the company enables it (→ /attendance/) — a user without attendanceAllowed sees the
 * card but gets the forbidden dialog ('contact the provider to register for Attendance') instead;
 * production input when production_tracking_enabled (→ /production-tracking/).
 */
import type { MessageKey } from '@upah/core/catalogue';
import type { DashboardLabelKey } from '@upah/core/catalogue/labels-dashboard';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { paths } from '../../../app/routes';

export type HomeCardId = 'salary' | 'loan' | 'attendance' | 'production';

export interface HomeCard {
  readonly id: HomeCardId;
  readonly title: DashboardLabelKey;
  readonly hint: DashboardLabelKey;
  readonly to: string;
  /** When set, tapping the card shows this message in the forbidden dialog instead of navigating. */
  readonly forbidden: MessageKey | null;
}

/** Routes of the modules built later (SPEC §2 "Other paths when logged in"). */
export const MODULE_PATHS = {
  loan: '/loan/',
  attendance: '/attendance/',
  production: '/production-tracking/',
} as const;

export function homeCards(
  profile: Pick<EmployeeProfile, 'attendanceAllowed'>,
  company: CompanySettings | null,
): HomeCard[] {
  const cards: HomeCard[] = [
    { id: 'salary', title: 'cardSalary', hint: 'cardSalaryHint', to: paths.dashboardTab(2), forbidden: null },
  ];
  if (company?.loan_management_enabled) {
    cards.push({
      id: 'loan',
      title: 'cardLoan',
      hint: 'cardLoanHint',
      to: MODULE_PATHS.loan,
      forbidden: null,
    });
  }
  if (company?.attendance_enabled) {
    cards.push({
      id: 'attendance',
      title: 'cardAttendance',
      hint: 'cardAttendanceHint',
      to: MODULE_PATHS.attendance,
      forbidden: profile.attendanceAllowed ? null : 'attendanceNotRegistered',
    });
  }
  if (company?.production_tracking_enabled) {
    cards.push({
      id: 'production',
      title: 'cardProduction',
      hint: 'cardProductionHint',
      to: MODULE_PATHS.production,
      forbidden: null,
    });
  }
  return cards;
}
