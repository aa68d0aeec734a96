/// <reference types="vitest/config" />
/**
 * Vite build of the gate console (apps/console, DESIGN "The gate console").
 * - `/api` is proxied (prefix stripped) to the mock server on 127.0.0.1:${MOCK_PORT ?? 4010}, in dev and preview.
 * - CONSOLE_OUT_DIR (default `dist`) sets build.outDir; CONSOLE_PORT the dev/preview port (default 5174).
 * - Installable: manifest with `display: fullscreen`, landscape or portrait tablet; the service worker
 *   precaches the shell (so a reload offline still opens the scan screen) and never touches /api.
 * - Cold load (scripts/boot-script.mjs): the entry CSS is inlined, and index.html's boot script preloads the scan
 *   screen's chunks (or the login screen's, without a session), so they download beside the entry.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScriptPlugin } from '../../scripts/boot-script.mjs';
import { contractDocsStripped } from '../../scripts/contract-docs.mjs';
import { securityHeadersPlugin } from '../../scripts/csp.mjs';
import { precompressedAssets } from '../../scripts/precompressed-assets.mjs';
import * as shared from '../../scripts/vite-shared.mjs';
import { BOOT_ROUTES } from './build/boot-routes.mjs';

const mockPort = process.env.MOCK_PORT ?? '4010';
const outDir = process.env.CONSOLE_OUT_DIR ?? 'dist';
const port = Number(process.env.CONSOLE_PORT ?? 5174);
const isTest = process.env.VITEST !== undefined;

const proxy = shared.mockProxy(mockPort);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? shared.reactRouterProductionAliases() : [] },
  plugins: [
    shared.qrPassphraseCheck(),
    // the contract's OpenAPI descriptions are for the docs, not the browser (scripts/contract-docs.mjs)
    contractDocsStripped(),
    react(),
    ...(isTest
      ? []
      : [
          VitePWA({
            registerType: 'autoUpdate',
            // registered by src/main.tsx once the scan screen has started (after load, when idle)
            injectRegister: false,
            filename: 'sw.js',
            manifestFilename: 'manifest.webmanifest',
            includeAssets: ['icons/*.png'],
            manifest: {
              name: 'Upah Konsol',
              short_name: 'Konsol',
              description: 'Absensi gerbang dengan QR, presensi bawahan dan persetujuan.',
              lang: 'id',
              start_url: '/',
              scope: '/',
              display: 'fullscreen',
              orientation: 'any',
              theme_color: '#0f6b4f',
              background_color: '#0b1f19',
              icons: shared.MANIFEST_ICONS,
            },
            workbox: {
              ...shared.WORKBOX_NAVIGATION,
              // The QR decoder's wasm too (~1.1 MB): a kiosk reloaded offline must still scan.
              globPatterns: ['**/*.{js,css,html,png,webmanifest,mp3,wav,wasm}'],
              // A kiosk has one tab: the new worker takes over at once, so a reload offline opens the console.
              clientsClaim: true,
              skipWaiting: true,
              maximumFileSizeToCacheInBytes: 4_000_000,
            },
          }),
        ]),
    // After VitePWA (both enforce: 'post'): the boot script plugin defers the manifest link VitePWA adds.
    bootScriptPlugin({
      tokenCookie: 'upah_token',
      routes: BOOT_ROUTES,
    }),
    // Built JS and CSS compressed once (Brotli, gzip) and served that way by `vite preview`, as a static host does.
    // The Content-Security-Policy with the boot script's hash, and the other security headers (scripts/csp.mjs).
    securityHeadersPlugin({ previewImgOrigin: `http://127.0.0.1:${mockPort}` }),
    precompressedAssets(),
  ],
  build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022', sourcemap: false },
  server: { host: '127.0.0.1', port, proxy },
  preview: { host: '127.0.0.1', port, proxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    restoreMocks: true,
  },
}));
