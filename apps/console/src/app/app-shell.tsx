/**
 * The console's shell: the router, the login gate (no token → the login screen only), the kiosk PIN gate of
 * the supervisor screens, the idle return to scan mode and the one-line notice region.
 */
import { tr } from '@upah/core/catalogue';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { sessionStore } from '@upah/core/stores/session';
import { Alert } from '@upah/ui/alert';
import { Spinner } from '@upah/ui/spinner';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';
import { kioskLock } from '../lib/kiosk-lock';
import { useLang } from '../lib/lang';
import { clearNotice, noticeStore } from '../lib/notice';
import { signInGate } from '../lib/session';
import { useIdleReturn } from './idle-timer';

const LoginRoute = lazy(() => import('../features/auth/login-route'));
const ScanRoute = lazy(() => import('../features/scan/scan-route'));
const UnlockRoute = lazy(() => import('../features/kiosk/unlock-route'));
const ManualRoute = lazy(() => import('../features/manual/manual-route'));
const ApprovalsRoute = lazy(() => import('../features/approvals/approvals-route'));
const SettingsRoute = lazy(() => import('../features/settings/settings-route'));

function Notice() {
  const lang = useLang();
  const { notice } = useSnapshot(noticeStore);
  if (!notice) return null;
  return (
    <div className="notice" role="status" data-testid="notice">
      <Alert kind={notice.kind} onClose={clearNotice} closeLabel={tr(consoleLabels.backToScan, lang)}>
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

function SignedIn() {
  useIdleReturn();
  return (
    <Routes>
      <Route path={paths.scan} element={<ScanRoute />} />
      <Route path={paths.unlock} element={<UnlockRoute />} />
      <Route
        path={paths.manual}
        element={
          <PinGate>
            <ManualRoute />
          </PinGate>
        }
      />
      <Route
        path={paths.approvalsPattern}
        element={
          <PinGate>
            <ApprovalsRoute />
          </PinGate>
        }
      />
      <Route
        path={paths.settings}
        element={
          <PinGate>
            <SettingsRoute />
          </PinGate>
        }
      />
      <Route path="*" element={<Navigate to={paths.scan} replace />} />
    </Routes>
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
      {token && !checking ? (
        <SignedIn />
      ) : (
        <Routes>
          <Route path={paths.login} element={<LoginRoute />} />
          <Route path="*" element={<Navigate to={paths.login} replace />} />
        </Routes>
      )}
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
