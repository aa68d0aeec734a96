import { afterLoadIdle } from '@upah/ui/after-load-idle';
import { mountApp } from '@upah/ui/mount-app';
import { AppShell, preloadRoute } from './app/app-shell';
import './styles/index.css';

mountApp(<AppShell />, preloadRoute(window.location.pathname));

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
