import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
