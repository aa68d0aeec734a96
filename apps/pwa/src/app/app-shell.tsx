/**
 * The app shell: router, offline notice, update prompt, toasts, the clock queue of the signed-in employee, and the
 * lazy route outlet with a loading state.
 */
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { sessionStore } from '@upah/core/stores/session';
import { afterFirstScreen } from '@upah/ui/after-load-idle';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CLOCK_KEPT_EVENT } from '../lib/clock-kept-event';
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
 * "Offline on the phone"). Once the first screen has loaded, a small check (lib/clock-queue-check.ts) reads whether
 * the phone holds entries of this employee, and only then the queue's runner (lib/clock-queue-runner.ts) loads and
 * sends them; it also starts at once when the clock screen keeps an entry with no signal (it asks for the
 * background sync before the employee can close the app). Signed out: the queue stops.
 */
export function ClockQueueStarter() {
  const { token } = useSnapshot(sessionStore);
  useEffect(() => {
    if (!token) return;
    let signedIn = true;
    let run: Promise<(() => void) | undefined> | undefined;
    let stopChecking: (() => void) | undefined;
    // (after a sign-out it may still load the runner's code, and runs nothing)
    const start = () => {
      run ??= import('../lib/clock-queue-runner').then((runner) =>
        signedIn ? runner.runClockQueue(token) : undefined,
      );
    };
    afterFirstScreen(() => {
      void import('../lib/clock-queue-check').then((check) => {
        if (signedIn) stopChecking = check.whenClockEntriesKept(token, start);
      });
    });
    addEventListener(CLOCK_KEPT_EVENT, start);
    return () => {
      signedIn = false;
      stopChecking?.();
      removeEventListener(CLOCK_KEPT_EVENT, start);
      void run?.then((stop) => stop?.());
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
