/**
 * The app shell: router, offline notice, update prompt, toasts, the clock queue of the signed-in employee, and the
 * lazy route outlet with a loading state.
 */
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { sessionStore } from '@upah/core/stores/session';
import { afterLoadIdle } from '@upah/ui/after-load-idle';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { bindNavigate } from '../lib/session';
import { useCopy } from '../lib/use-copy';
import { OfflineBanner } from '../sw/offline-banner';
import { UpdatePrompt } from '../sw/update-prompt';
import { PageLoading } from '../ui/page-loading';
import { AppRoutes } from './router';
import { Toasts } from './toasts';

function NavigateBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((to, options) => navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  return null;
}

/**
 * Signed in: the clock entries kept on the phone are sent from app start on, whatever screen is open (DESIGN
 * "Offline on the phone"). Signed out: the queue stops.
 */
function ClockQueueStarter() {
  const { token } = useSnapshot(sessionStore);
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let active = true;
    afterLoadIdle(() => {
      void import('../lib/clock-queue-runner').then(({ runClockQueue }) => {
        if (active) stop = runClockQueue(token);
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [token]);
  return null;
}

export function RouteLoading() {
  const { label } = useCopy();
  return <PageLoading label={label(shellLabels.loading)} />;
}

export function AppShell() {
  const { lang, label } = useCopy();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <BrowserRouter>
      <NavigateBinder />
      <ClockQueueStarter />
      <a className="skip-link" href="#main">
        {label(shellLabels.skipToContent)}
      </a>
      <OfflineBanner />
      <UpdatePrompt />
      <Toasts />
      <Suspense fallback={<RouteLoading />}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
