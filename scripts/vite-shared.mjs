/**
 * Vite settings both apps (apps/pwa, apps/console) share.
 */
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

/**
 * `/api` proxied (prefix stripped) to the mock server on 127.0.0.1:mockPort, for `vite` dev and `vite preview`.
 * X-Forwarded-For names the browser to the mock (its sign-in limits count per client address). When the mock
 * cuts a connection (its drop fault: the write saved, the answer lost), the browser's connection is cut too,
 * so the app sees the network failure a phone would, not a 502 from the proxy.
 */
export function mockProxy(mockPort) {
  return {
    '/api': {
      target: `http://127.0.0.1:${mockPort}`,
      changeOrigin: true,
      xfwd: true,
      rewrite: (path) => path.replace(/^\/api/, '') || '/',
      configure: (proxy) => {
        proxy.on('error', (_error, _req, res) => {
          if (res && 'req' in res && !res.headersSent) res.socket?.destroy();
        });
      },
    },
  };
}

/**
 * react-router 7's package exports resolve to its development build everywhere (remix-run/react-router#12532,
 * #14102): dev warnings and checks would run in production. A build takes its production files instead.
 */
export function reactRouterProductionAliases() {
  const file = (name) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${name}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: file('index.mjs') },
    { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
  ];
}

/**
 * SPEC §9's QR passphrase at build time: `vite build` in production mode fails when VITE_QR_PASSPHRASE is empty
 * (after trimming, as the apps' config/env.ts read it) instead of shipping core's dev value. The demo build
 * against the mock (`vite build --mode demo`, the apps' `build` script) uses the dev value the mock knows.
 */
export function requireQrPassphrase(command, mode, env = process.env) {
  if (command !== 'build' || mode !== 'production') return;
  const value = typeof env.VITE_QR_PASSPHRASE === 'string' ? env.VITE_QR_PASSPHRASE.trim() : '';
  if (value === '') {
    throw new Error(
      'VITE_QR_PASSPHRASE is empty: a production build needs the deployment QR passphrase (SPEC §9)',
    );
  }
}

/** A Vite plugin that runs {@link requireQrPassphrase} with the mode's .env files and the process env. */
export function qrPassphraseCheck() {
  return {
    name: 'upah-qr-passphrase',
    config(_config, { command, mode }) {
      requireQrPassphrase(command, mode, { ...process.env, ...loadEnv(mode, process.cwd(), 'VITE_') });
    },
  };
}

/** The web app manifest icons of both apps (public/icons of each app holds the same files). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The service worker's navigation rules both apps keep: every page opens the cached index.html, except the API
 * and the mock's own routes, which always go to the network; caches of an older build are dropped.
 */
export const WORKBOX_NAVIGATION = {
  navigateFallback: 'index.html',
  navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/__mock(\/|$)/],
  cleanupOutdatedCaches: true,
  runtimeCaching: [],
};
