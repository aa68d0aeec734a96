import { watchNetwork } from '@upah/core/stores/network';
import { afterFirstScreen } from '@upah/ui/after-load-idle';
import { mountApp } from '@upah/ui/mount-app';
import { AppShell } from './app/app-shell';
import { preloadRoute } from './app/router';
import './styles/index.css';

watchNetwork();
mountApp(<AppShell />, preloadRoute(window.location.pathname));

if (import.meta.env.PROD) {
  // Not in the middle of the first screen's start-up: the worker's install precaches every chunk of the app. The
  // registration's code loads then too (sw/register.ts), not with the first render, and not before the first
  // screen's chunks and data are in (on /attendance/ its chunk downloaded between the route's and the store's).
  afterFirstScreen(
    () => void import('./sw/register').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
}
