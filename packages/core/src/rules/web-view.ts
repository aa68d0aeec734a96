/**
 * SPEC §6: a web view is detected by the user agent containing 'wv'. A rule of its own, so a screen that only asks
 * "inside the native app?" does not load the native bridge (stores/native-bridge.ts, which re-exports it).
 */
export function isWebView(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes('wv');
}
