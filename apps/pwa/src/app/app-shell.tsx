/**
 * The app shell: router, offline notice, update prompt, toasts, and the lazy route outlet with a loading state.
 */
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
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
