/**
 * The console's shell: the router, the login gate (no token → the login screen only), the area gate (profile and
 * company loaded once; a signed-in user who is no supervisor gets the forbidden dialog, which logs out), the kiosk
 * PIN gate of the supervisor screens, the idle return to scan mode and the one-line notice region. Until the
 * profile is known (offline at the gate) the screens show: the kiosk keeps scanning into its queue.
 *
 * Two modes (lib/console-mode.ts): at the gate, scan mode is home and every menu is behind the PIN (asked again after
 * a reload, and after KIOSK_IDLE_MS idle back to scanning, locked); at a desk, Tim hari ini is home, a sidebar
 * (ui/desk-nav.tsx) sits beside every screen, no camera starts, the PIN is asked once per browser session, and
 * addresses carry their screen's state (a deep link signed out comes back after the sign-in).
 */
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import type { ConsoleMode } from '@upah/core/rules/console-mode';
import { consoleAreaBlock } from '@upah/core/rules/supervisor';
import { sessionStore } from '@upah/core/stores/session';
import { Alert } from '@upah/ui/alert';
import { ForbiddenDialog, useAreaGate } from '@upah/ui/area-gate';
import { lazyScreen, preloadMatch } from '@upah/ui/lazy-screen';
import { Spinner } from '@upah/ui/spinner';
import { AboveModals } from '@upah/ui/top-layer';
import { type ReactNode, Suspense, useState } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DESK_HOME, paths } from '../config/paths';
import { api } from '../lib/api-client';
import { consoleMode } from '../lib/console-mode';
import { kioskLock } from '../lib/kiosk-lock';
import { clearNotice, noticeStore } from '../lib/notice';
import { logout, rememberDeepLink, signInGate, takeReturnPath } from '../lib/session';
import { useCopy } from '../lib/use-copy';
import { DeskNav } from '../ui/desk-nav';
import { useIdleReturn } from './idle-timer';

const LoginRoute = lazyScreen(() => import('../features/auth/login-route'));
const ScanRoute = lazyScreen(() => import('../features/scan/scan-route'));
const UnlockRoute = lazyScreen(() => import('../features/kiosk/unlock-route'));
const ManualRoute = lazyScreen(() => import('../features/manual/manual-route'));
const ApprovalsRoute = lazyScreen(() => import('../features/approvals/approvals-route'));
const SettingsRoute = lazyScreen(() => import('../features/settings/settings-route'));
const TeamTodayRoute = lazyScreen(() => import('../features/team/team-today-route'));
const RecapRoute = lazyScreen(() => import('../features/recap/recap-route'));

function Notice() {
  const { label } = useCopy();
  const { notice } = useSnapshot(noticeStore);
  if (!notice) return null;
  // inside the topmost open modal dialog while one is open: outside it the notice would be inert under the backdrop
  return (
    <AboveModals>
      <div className="notice" role="status" data-testid="notice">
        <Alert kind={notice.kind} onClose={clearNotice} closeLabel={label(shellLabels.dismissNotice)}>
          {notice.text}
        </Alert>
      </div>
    </AboveModals>
  );
}

/** A supervisor screen: without the PIN it goes to the unlock screen, then back here (with its query). */
function PinGate({ children }: { children: ReactNode }) {
  const { unlocked } = useSnapshot(kioskLock);
  const { pathname, search } = useLocation();
  if (!unlocked)
    return <Navigate to={`${paths.unlock}?next=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}

/** The screens behind the PIN, the same in both modes. */
const supervisorScreens: RouteObject[] = [
  {
    path: paths.manual,
    element: (
      <PinGate>
        <ManualRoute />
      </PinGate>
    ),
  },
  {
    path: paths.approvalsPattern,
    element: (
      <PinGate>
        <ApprovalsRoute />
      </PinGate>
    ),
  },
  {
    path: paths.settings,
    element: (
      <PinGate>
        <SettingsRoute />
      </PinGate>
    ),
  },
  {
    path: paths.teamToday,
    element: (
      <PinGate>
        <TeamTodayRoute />
      </PinGate>
    ),
  },
  {
    path: paths.teamRecap,
    element: (
      <PinGate>
        <RecapRoute />
      </PinGate>
    ),
  },
  {
    path: paths.teamRecapMember(),
    element: (
      <PinGate>
        <RecapRoute />
      </PinGate>
    ),
  },
];

/**
 * Just signed in (the login's address under a session): back to the screen an ended session left or the deep link
 * opened signed out, else the mode's home.
 */
function AfterSignIn({ home }: { home: string }) {
  const [to] = useState(() => takeReturnPath() ?? home);
  return <Navigate to={to} replace />;
}

/** The signed-in routes of `mode`: the gate's home is scan mode; the desk's is Tim hari ini (no camera). */
function signedInRoutes(mode: ConsoleMode): RouteObject[] {
  const home = mode === 'desk' ? <Navigate to={DESK_HOME} replace /> : <ScanRoute />;
  return [
    { path: paths.login, element: <AfterSignIn home={mode === 'desk' ? DESK_HOME : paths.scan} /> },
    { path: paths.scan, element: home },
    { path: paths.unlock, element: <UnlockRoute /> },
    ...supervisorScreens,
    { path: '*', element: <Navigate to={paths.scan} replace /> },
  ];
}

/** Signed out, any address but the login's: remembered for after the sign-in (a bookmarked deep link), then login. */
function ToLogin() {
  const { pathname, search } = useLocation();
  if (pathname !== paths.scan) rememberDeepLink(pathname + search);
  return <Navigate to={paths.login} replace />;
}

const signedOut: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  { path: '*', element: <ToLogin /> },
];

/** The signed-in screens show once a token is there and the sign-in check is not running (the router and the preload). */
function isSignedIn(token: string | null, checking: boolean): boolean {
  return Boolean(token) && !checking;
}

/** The area gate of the console: only the forbidden dialog (a sibling of the screens, so the profile's answer never re-renders them). */
function SupervisorCheck() {
  const { label, message } = useCopy();
  const gate = useAreaGate(api, consoleAreaBlock);
  return (
    <ForbiddenDialog
      open={gate.kind === 'blocked'}
      title={label(consoleLabels.appName)}
      message={gate.kind === 'blocked' ? message(gate.message) : null}
      leaveLabel={label(consoleLabels.logout)}
      onLeave={() => logout()}
    />
  );
}

function SignedIn() {
  const { current: mode } = useSnapshot(consoleMode);
  useIdleReturn(mode === 'gate');
  const routes = useRoutes(signedInRoutes(mode));
  return (
    <>
      {mode === 'desk' ? (
        <div className="desk">
          <DeskNav />
          <div className="desk__main">{routes}</div>
        </div>
      ) : (
        routes
      )}
      <SupervisorCheck />
    </>
  );
}

function SignedOut() {
  return useRoutes(signedOut);
}

/**
 * Starts the chunk of the screen `pathname` opens (main.tsx renders once it is here; see lazy-screen). The PIN-gated
 * screens are not started: without the PIN they open the unlock screen.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatch(
    matchRoutes(
      isSignedIn(sessionStore.token, signInGate.checking) ? signedInRoutes(consoleMode.current) : signedOut,
      pathname,
    ),
    pathname,
  );
}

function Routed() {
  const { token } = useSnapshot(sessionStore);
  const { checking } = useSnapshot(signInGate);
  const { label } = useCopy();
  return (
    <Suspense
      fallback={
        <div className="route-loading">
          <Spinner label={label(consoleLabels.loading)} />
        </div>
      }
    >
      {isSignedIn(token, checking) ? <SignedIn /> : <SignedOut />}
    </Suspense>
  );
}

export function AppShell() {
  return (
    <BrowserRouter>
      <Notice />
      <Routed />
    </BrowserRouter>
  );
}
