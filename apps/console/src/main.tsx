import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterLoadIdle } from '@upah/ui/after-load-idle';
import { AppShell } from './app/app-shell';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As in the PWA: the first render is a transition, rendered in slices that yield to the browser instead of one
// long task; the static splash of index.html stays on screen until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppShell />
    </StrictMode>,
  );
});

// The service worker (vite-plugin-pwa, generateSW, autoUpdate) registers once the scan screen has started: its
// install precaches the app and the decoder's wasm for offline reloads, which must not slow the first scan screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoadIdle(() => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
        // Not installable here (e.g. a private window): the console works online as before.
      });
  });
}
