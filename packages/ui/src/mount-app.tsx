/**
 * Both apps' first render (main.tsx): React mounts the app in #root once the opened screen's chunks are here
 * (`ready`, the app's preloadRoute; 5 s at most, see lazy-screen), so no lazy level of that screen shows a spinner
 * first. The render is a transition: React renders it in slices and yields to the browser between them, instead of
 * one long task that blocks input on a slow phone (Lighthouse TBT). The static splash of index.html stays on screen
 * until it commits.
 */
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { renderWhenReady } from './lazy-screen';

export function mountApp(app: ReactNode, ready: Promise<unknown>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  renderWhenReady(ready, () =>
    startTransition(() => {
      createRoot(root).render(<StrictMode>{app}</StrictMode>);
    }),
  );
}
