/**
 * The five dashboard tabs (SPEC §2 "Dashboard shell: /dashboard/{index}"): 0 Home (no header),
 * 1 Riwayat, 2 Tarik Gaji, 3 Profil, 4 Profil (duplicate of 3). Each tab's screen is its own lazy chunk.
 * The start-tab rule is core's (`startTab` in @upah/core/rules/dashboard).
 */
import type { DashboardLabelKey } from '@upah/core/catalogue/labels-dashboard';
import { type DashboardTab, dashboardTabs } from '@upah/core/rules/dashboard';
import { paths } from '../../config/paths';

export const TAB_COUNT = 5;

export type TabIndex = DashboardTab;

export type TabScreen = 'home' | 'history' | 'withdraw' | 'profile';

export interface TabDef {
  readonly index: TabIndex;
  readonly label: DashboardLabelKey;
  readonly screen: TabScreen;
  /** SPEC §2: Home has no header. */
  readonly header: boolean;
}

export const TABS: readonly TabDef[] = [
  { index: dashboardTabs.home, label: 'tabHome', screen: 'home', header: false },
  { index: dashboardTabs.history, label: 'tabHistory', screen: 'history', header: true },
  { index: dashboardTabs.withdraw, label: 'tabWithdraw', screen: 'withdraw', header: true },
  { index: dashboardTabs.profile, label: 'tabProfile', screen: 'profile', header: true },
  { index: dashboardTabs.profileAgain, label: 'tabProfile', screen: 'profile', header: true },
];

export function dashboardPath(index: TabIndex): string {
  return paths.dashboardTab(index);
}

/** The tab named by the second path segment ('/dashboard/2' → 2); null when it is not 0–4. */
export function tabFromSegment(segment: string | undefined): TabIndex | null {
  if (segment === undefined || !/^[0-4]$/.test(segment)) return null;
  return Number(segment) as TabIndex;
}
