/**
 * The console's shell: the router, the login gate (no token → the login screen only), the kiosk PIN gate of
 * the supervisor screens, the idle return to scan mode and the one-line notice region.
 */
import { tr } from '@upah/core/catalogue';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { sessionStore } from '@upah/core/stores/session';
import { Alert } from '@upah/ui/alert';
import { Spinner } from '@upah/ui/spinner';
import { lazyScreen, preloadMatch } from '@upah/ui/lazy-screen';
import { type ReactNode, Suspense } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';
import { kioskLock } from '../lib/kiosk-lock';
import { useLang } from '../lib/lang';
import { clearNotice, noticeStore } from '../lib/notice';
import { signInGate } from '../lib/session';
import { useIdleReturn } from './idle-timer';

const LoginRoute = lazyScreen(() => import('../features/auth/login-route'));
const ScanRoute = lazyScreen(() => import('../features/scan/scan-route'));
const UnlockRoute = lazyScreen(() => import('../features/kiosk/unlock-route'));
const ManualRoute = lazyScreen(() => import('../features/manual/manual-route'));
const ApprovalsRoute = lazyScreen(() => import('../features/approvals/approvals-route'));
const SettingsRoute = lazyScreen(() => import('../features/settings/settings-route'));

function Notice() {
  const lang = useLang();
  const { notice } = useSnapshot(noticeStore);
  if (!notice) return null;
  return (
    <div className="notice" role="status" data-testid="notice">
      <Alert kind={notice.kind} onClose={clearNotice} closeLabel={tr(shellLabels.close, lang)}>
        {notice.text}
      </Alert>
    </div>
  );
}

/** A supervisor screen: without the PIN it goes to the unlock screen, then back here. */
function PinGate({ children }: { children: ReactNode }) {
  const { unlocked } = useSnapshot(kioskLock);
  const { pathname } = useLocation();
  if (!unlocked) return <Navigate to={`${paths.unlock}?next=${encodeURIComponent(pathname)}`} replace />;
  return children;
}

const signedIn: RouteObject[] = [
  { path: paths.scan, element: <ScanRoute /> },
  { path: paths.unlock, element: <UnlockRoute /> },
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
  { path: '*', element: <Navigate to={paths.scan} replace /> },
];

const signedOut: RouteObject[] = [
  { path: paths.login, element: <LoginRoute /> },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

/** The signed-in screens show once a token is there and the sign-in check is not running (the router and the preload). */
function isSignedIn(token: string | null, checking: boolean): boolean {
  return Boolean(token) && !checking;
}

function SignedIn() {
  useIdleReturn();
  return useRoutes(signedIn);
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
    matchRoutes(isSignedIn(sessionStore.token, signInGate.checking) ? signedIn : signedOut, pathname),
    pathname,
  );
}

function Routed() {
  const { token } = useSnapshot(sessionStore);
  const { checking } = useSnapshot(signInGate);
  const lang = useLang();
  return (
    <Suspense
      fallback={
        <div className="route-loading">
          <Spinner label={tr(consoleLabels.loading, lang)} />
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
