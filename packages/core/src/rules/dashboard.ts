/**
 * Dashboard rules (SPEC §2 "Dashboard shell", §6 per-user and per-company flags): the tab the app opens
 * on and which module cards Home shows. Plain inputs: the profile and company settings satisfy them as
 * they come from the contract.
 */
import type { MessageKey } from '../catalogue/messages';

/** §2, §9: the dashboard has five tabs, /dashboard/0 to /dashboard/4. */
export type DashboardTab = 0 | 1 | 2 | 3 | 4;

/** §2: the tabs by what they show: 0 Home, 1 Riwayat, 2 Tarik Gaji, 3 Profil and 4 (a second Profil). */
export const dashboardTabs = {
  home: 0,
  history: 1,
  withdraw: 2,
  profile: 3,
  profileAgain: 4,
} as const satisfies Record<string, DashboardTab>;

/** §6: the per-user flag the dashboard reads. */
export interface DashboardUser {
  readonly attendanceAllowed: boolean;
}

/** §6: the per-company flags that switch Home's module cards on. */
export interface HomeCardFlags {
  readonly loan_management_enabled: boolean;
  readonly attendance_enabled: boolean;
  readonly production_tracking_enabled: boolean;
}

/**
 * §2 "On load, if attendance is not allowed for the user, the app goes to tab 2. Otherwise it goes to
 * tab 0."
 */
export function startTab(user: DashboardUser): DashboardTab {
  return user.attendanceAllowed ? dashboardTabs.home : dashboardTabs.withdraw;
}

/** §2 Home cards: on-demand salary, cooperative loan, attendance, production input. */
export type HomeCardId = 'salary' | 'loan' | 'attendance' | 'production';

export interface HomeCardRule {
  readonly id: HomeCardId;
  /** When set, the card opens the forbidden dialog with this message instead of its module. */
  readonly forbidden: MessageKey | null;
}

/**
 * §2 Home, §6 flags: which cards Home shows, in order. On-demand salary always; the cooperative loan when
 * loan_management_enabled; attendance when attendance_enabled, where a user without attendanceAllowed
 * gets the forbidden dialog ('contact the provider to register for Attendance') instead of the module;
 * production input when production_tracking_enabled. Company settings not loaded (null) → salary only.
 */
export function homeCards(user: DashboardUser, company: HomeCardFlags | null): HomeCardRule[] {
  const cards: HomeCardRule[] = [{ id: 'salary', forbidden: null }];
  if (company?.loan_management_enabled) cards.push({ id: 'loan', forbidden: null });
  if (company?.attendance_enabled) {
    cards.push({ id: 'attendance', forbidden: user.attendanceAllowed ? null : 'attendanceNotRegistered' });
  }
  if (company?.production_tracking_enabled) cards.push({ id: 'production', forbidden: null });
  return cards;
}
