/**
 * Home's module cards as shown (SPEC §2 "Home greets the user by name and shows cards", §6 flags). Which
 * cards show, and which one opens the forbidden dialog, is core's rule (`homeCards` in
 * @upah/core/rules/dashboard); this adds each card's title, hint and route.
 */
import type { MessageKey } from '@upah/core/catalogue';
import type { DashboardLabelKey } from '@upah/core/catalogue/labels-dashboard';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { dashboardTabs, type HomeCardId, homeCards as homeCardRules } from '@upah/core/rules/dashboard';
import { paths } from '../../../config/paths';

export type { HomeCardId };

export interface HomeCard {
  readonly id: HomeCardId;
  readonly title: DashboardLabelKey;
  readonly hint: DashboardLabelKey;
  readonly to: string;
  /** When set, tapping the card shows this message in the forbidden dialog instead of navigating. */
  readonly forbidden: MessageKey | null;
}

const CARD_VIEW: Record<HomeCardId, Omit<HomeCard, 'id' | 'forbidden'>> = {
  salary: { title: 'cardSalary', hint: 'cardSalaryHint', to: paths.dashboardTab(dashboardTabs.withdraw) },
  loan: { title: 'cardLoan', hint: 'cardLoanHint', to: paths.loan },
  attendance: { title: 'cardAttendance', hint: 'cardAttendanceHint', to: paths.attendance },
  production: { title: 'cardProduction', hint: 'cardProductionHint', to: paths.productionTracking },
};

export function homeCards(
  profile: Pick<EmployeeProfile, 'attendanceAllowed'>,
  company: CompanySettings | null,
): HomeCard[] {
  return homeCardRules(profile, company).map((card) => ({ ...card, ...CARD_VIEW[card.id] }));
}
