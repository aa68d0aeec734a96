import type { Alias, Plugin, ProxyOptions } from 'vite';

export function mockProxy(mockPort: string | number): Record<string, ProxyOptions>;
export function reactRouterProductionAliases(): Alias[];
export function requireQrPassphrase(
  command: string,
  mode: string,
  env?: Readonly<Record<string, string | undefined>>,
): void;
export function qrPassphraseCheck(): Plugin;
export const MANIFEST_ICONS: { src: string; sizes: string; type: string; purpose: string }[];
export const WORKBOX_NAVIGATION: {
  navigateFallback: string;
  navigateFallbackDenylist: RegExp[];
  cleanupOutdatedCaches: boolean;
  runtimeCaching: [];
};
