/**
 * The /dashboard/:index route element (SPEC §2 "Dashboard shell"): the tab's header (title and reload;
 * Home has none), the tab's screen (each its own lazy chunk) and the bottom navigation. Profile and company
 * settings load through the area gate; the screens wait for them.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { dashboardTabs } from '@upah/core/rules/dashboard';
import { lazyScreen } from '@upah/ui/lazy-screen';
import { Spinner } from '@upah/ui/spinner';
import { Suspense, useEffect, useState } from 'react';
import { matchPath, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/alerts';
import { useCopy } from '../../lib/use-copy';
import { Page } from '../../ui/page';
import { BottomNav } from './bottom-nav';
import { reloadTab } from './dashboard-data';
import { DashboardHeader } from './dashboard-header';
import { TABS, type TabDef, tabFromSegment } from './dashboard-tabs';
import { resetHistory } from './history/history-store';
import { ProfileGate } from './profile-gate';
import './dashboard.css';

const HomeScreen = lazyScreen(() => import('./home/home-screen'));
const HistoryScreen = lazyScreen(() => import('./history/history-screen'));
const WithdrawScreen = lazyScreen(() => import('./withdraw/withdraw-screen'));
const ProfileScreen = lazyScreen(() => import('./profile/profile-screen'));
const tabScreens = {
  home: HomeScreen,
  history: HistoryScreen,
  withdraw: WithdrawScreen,
  profile: ProfileScreen,
};

/** Starts the chunk of the tab `pathname` (/dashboard/:index) opens (the router calls it before the first render,
 * see lazy-screen). */
export function preload(pathname: string): Promise<unknown> | undefined {
  const segment = matchPath(paths.dashboardTabRoute, pathname)?.params.index;
  const tab = TABS[tabFromSegment(segment) ?? dashboardTabs.home];
  return tab && tabScreens[tab.screen].load();
}

function TabScreen({ tab }: { tab: TabDef }) {
  return (
    <ProfileGate>
      {({ profile, company }) => {
        if (tab.screen === 'home') return <HomeScreen profile={profile} company={company} />;
        if (tab.screen === 'history') return <HistoryScreen profile={profile} company={company} />;
        if (tab.screen === 'withdraw') return <WithdrawScreen profile={profile} company={company} />;
        return <ProfileScreen profile={profile} />;
      }}
    </ProfileGate>
  );
}

export default function DashboardRoute() {
  const { index } = useParams();
  const { label } = useCopy();
  const active = tabFromSegment(index);
  const [reloading, setReloading] = useState(false);

  // Leaving the dashboard (logout) forgets the withdrawal list, as logout forgets profile and company.
  useEffect(() => () => resetHistory(), []);

  if (active === null) return <Navigate to={paths.home} replace />;
  const tab = TABS[active] ?? TABS[dashboardTabs.home];
  if (!tab) return null;

  const reload = async () => {
    setReloading(true);
    const failure = await reloadTab(tab.screen);
    setReloading(false);
    if (failure) showAlert({ kind: 'danger', text: failure });
  };

  return (
    <Page
      className="dash-page"
      header={
        tab.header ? (
          <DashboardHeader
            title={label(dashboardLabels[tab.label])}
            reloading={reloading}
            onReload={reload}
          />
        ) : undefined
      }
      footer={<BottomNav active={tab.index} />}
    >
      <Suspense fallback={<Spinner label={label(dashboardLabels.loading)} />}>
        <TabScreen key={tab.index} tab={tab} />
      </Suspense>
    </Page>
  );
}
