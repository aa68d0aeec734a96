/// <reference types="vitest/config" />
/**
 * Vite build of the employee PWA.
 * - `/api` is proxied (prefix stripped, scripts/vite-shared.mjs) to the mock server on 127.0.0.1:${MOCK_PORT ?? 4010}, for `vite` dev AND
 *   `vite preview`, so one production build runs against whatever mock port is chosen when it is served.
 * - PWA_OUT_DIR (default `dist`) sets build.outDir; preview serves the same folder.
 * - Every route is a lazy chunk (src/app/router.tsx); build.manifest lets scripts/budget.mjs walk the chunk graph. The code
 *   all logged-in first screens share is one chunk (build/session-chunk.mjs); React, valtio and the messages every
 *   route loads beside the entry are another (build/shell-chunk.mjs).
 * - The service worker is our own source, src/sw/sw.ts (vite-plugin-pwa injectManifest, built as one
 *   classic script, sw.js, with the precache manifest injected): it precaches the app shell, falls back to index.html
 *   for navigations (WORKBOX_NAVIGATION, handed to it as __SW_NAVIGATION__), never touches /api, and answers the
 *   clock queue's Background Sync. It is registered by src/sw/register.ts (prompt-on-update), not by the plugin.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractDocsStripped } from '../../scripts/contract-docs.mjs';
import { securityHeadersPlugin } from '../../scripts/csp.mjs';
import { precompressedAssets } from '../../scripts/precompressed-assets.mjs';
import {
  MANIFEST_ICONS,
  mockProxy,
  qrPassphraseCheck,
  reactRouterProductionAliases,
  WORKBOX_NAVIGATION,
} from '../../scripts/vite-shared.mjs';
import { pwaBootScript } from './build/boot-script.mjs';
import { CLOCK_CHECK_CHUNK } from './build/clock-check-chunk.mjs';
import { CLOCK_TAP_CHUNK } from './build/clock-tap-chunk.mjs';
import { FIELDS_CHUNK } from './build/fields-chunk.mjs';
import { SESSION_CHUNK } from './build/session-chunk.mjs';
import { SHELL_CHUNK } from './build/shell-chunk.mjs';

const mockPort = process.env.MOCK_PORT ?? '4010';
const outDir = process.env.PWA_OUT_DIR ?? 'dist';
const themeColor = '#0f6b4f';

const proxy = mockProxy(mockPort);

const isTest = process.env.VITEST !== undefined;

// jsPDF (the loan form) imports these lazily for html()/SVG only, which the app never calls.
const pdfOptionalStub = fileURLToPath(new URL('./src/lib/pdf-optional-stub.ts', import.meta.url));

export default defineConfig(({ command }) => ({
  // The service worker's navigation rules (src/sw/sw.ts): the ones the console's generated worker keeps.
  define: {
    __SW_NAVIGATION__: JSON.stringify({
      fallback: WORKBOX_NAVIGATION.navigateFallback,
      denylist: WORKBOX_NAVIGATION.navigateFallbackDenylist.map((pattern) => pattern.source),
    }),
  },
  resolve: {
    alias: [
      { find: 'html2canvas', replacement: pdfOptionalStub },
      { find: 'dompurify', replacement: pdfOptionalStub },
      { find: 'canvg', replacement: pdfOptionalStub },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  plugins: [
    qrPassphraseCheck(),
    // the contract's OpenAPI descriptions are for the docs, not the browser (scripts/contract-docs.mjs)
    contractDocsStripped(),
    react(),
    ...(isTest
      ? []
      : [
          VitePWA({
            registerType: 'prompt',
            injectRegister: false,
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            manifestFilename: 'manifest.webmanifest',
            includeAssets: ['icons/*.png', 'flags/*.svg'],
            manifest: {
              name: 'Upah',
              short_name: 'Upah',
              description: 'Tarik gaji lebih awal, absensi dan layanan karyawan.',
              lang: 'id',
              start_url: '/dashboard',
              scope: '/',
              display: 'standalone',
              orientation: 'portrait',
              theme_color: themeColor,
              background_color: '#ffffff',
              icons: MANIFEST_ICONS,
            },
            // skipWaiting and clientsClaim stay off: a new version waits for the update prompt (src/sw/register.ts).
            injectManifest: {
              rollupFormat: 'iife',
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            },
          }),
        ]),
    // After VitePWA: its <link rel="manifest"> is in the HTML the boot script plugin defers.
    pwaBootScript(),
    // Built JS and CSS compressed once (Brotli, gzip) and served that way by `vite preview`, as a static host does.
    // The Content-Security-Policy with the boot script's hash, and the other security headers (scripts/csp.mjs).
    securityHeadersPlugin({ previewImgOrigin: `http://127.0.0.1:${mockPort}` }),
    precompressedAssets(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [SHELL_CHUNK, SESSION_CHUNK, FIELDS_CHUNK, CLOCK_CHECK_CHUNK, CLOCK_TAP_CHUNK],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PWA_PORT ?? 5173), proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PWA_PORT ?? 4173), proxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));
