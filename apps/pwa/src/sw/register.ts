/**
 * Service worker registration with an update prompt, written against the plain
 * ServiceWorker API so the entry ships no workbox-window. The worker is ./sw.ts, built by vite-plugin-pwa
 * (injectManifest, registerType 'prompt'): a new version waits until the user accepts, then gets
 * `{ type: 'SKIP_WAITING' }`, takes control, and the page reloads once.
 */
import { updateStore } from './update-store';

let waitingWorker: ServiceWorker | null = null;
/** How often an open app asks the server for a new worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function offerUpdate(worker: ServiceWorker): void {
  waitingWorker = worker;
  updateStore.needRefresh = true;
}

function trackInstalling(registration: ServiceWorkerRegistration): void {
  const worker = registration.installing;
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    // An installed worker while another controls the page is a new version; the first install is not.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
  });
}

export async function registerServiceWorker(url = `${import.meta.env.BASE_URL}sw.js`): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(url, { scope: import.meta.env.BASE_URL });
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => trackInstalling(registration));
    const check = () => {
      if (navigator.onLine) registration.update().catch(() => undefined);
    };
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  } catch {
    // No worker (private mode, old browser): the app still works online.
  }
}

/** The user accepted the update: activate the waiting worker and reload when it takes control. */
export function applyUpdate(): void {
  const worker = waitingWorker;
  updateStore.needRefresh = false;
  if (!worker) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
