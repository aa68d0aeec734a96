import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell';
import { watchNetwork } from './sw/online';
import { registerServiceWorker } from './sw/register';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

watchNetwork();
// The first render is a transition: React renders it in slices and yields to the browser between them, instead
// of one long task that blocks input on a slow phone (Lighthouse TBT). The static splash of index.html stays on
// screen until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppShell />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) {
  // Once the page has loaded and the main thread is idle (the first screen drawn), so the worker's install, which
  // precaches every chunk of the app, does not compete with the first screen for the link and the CPU. index.html's
  // boot script adds this module after the first paint, by which time the load event has usually fired already.
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void registerServiceWorker(), { timeout: 10_000 });
    else window.setTimeout(() => void registerServiceWorker(), 3_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
