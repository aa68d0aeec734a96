/**
 * Vite settings both apps (apps/pwa, apps/console) share.
 */
import { fileURLToPath } from 'node:url';

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
