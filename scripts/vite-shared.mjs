/**
 * Vite settings both apps (apps/pwa, apps/console) share.
 */
import { fileURLToPath } from 'node:url';

/** `/api` proxied (prefix stripped) to the mock server on 127.0.0.1:mockPort, for `vite` dev and `vite preview`. */
export function mockProxy(mockPort) {
  return {
    '/api': {
      target: `http://127.0.0.1:${mockPort}`,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/api/, '') || '/',
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
