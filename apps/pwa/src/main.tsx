import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterLoadIdle } from '@upah/ui/after-load-idle';
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
  // Not in the middle of the first screen's start-up: the worker's install precaches every chunk of the app.
  afterLoadIdle(() => void registerServiceWorker());
}
