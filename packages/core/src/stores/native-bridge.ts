/**
 * The bridge to the native app that embeds the PWA in a web view (SPEC §6: "A web view is detected by
 * the user agent containing 'wv'. The native bridge offers get push token and get permission status").
 *
 * Two native styles are understood, checked in this order:
 * 1. `window.UpahNative` (an Android `addJavascriptInterface` object or an injected JS object) with
 *    `getPushToken()` → string | null and `getPermissionStatus()` → `{ location, camera, file }` or its
 *    JSON text; either may return a Promise.
 * 2. `window.ReactNativeWebView.postMessage(text)`: we post `{"type":"upah:getPushToken","id":"…"}` or
 *    `{"type":"upah:getPermissionStatus","id":"…"}`; the native side answers with a `message` event on
 *    window or document whose data is (the JSON text of) `{ "type": "upah:result", "id": "…", "result": … }`.
 * Outside a web view, or when the native side does not answer within `timeoutMs`, browser defaults
 * apply: push token null, every permission allowed (SPEC §3).
 */

import type { Permissions } from '../rules/device-permissions';
import { isWebView } from '../rules/web-view';
import { setPermissions, setPushToken } from './session';

export type NativePermissions = Permissions;

export interface NativeBridge {
  inWebView: boolean;
  getPushToken(): Promise<string | null>;
  getPermissionStatus(): Promise<NativePermissions>;
}

export interface UpahNativeObject {
  getPushToken?: () => unknown;
  getPermissionStatus?: () => unknown;
}

interface MessageTarget {
  addEventListener(type: 'message', listener: (event: { data?: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data?: unknown }) => void): void;
}

/** The parts of `window` the bridge reads; tests pass a fake. */
export interface BridgeWindow extends Partial<MessageTarget> {
  navigator?: { userAgent?: string };
  document?: Partial<MessageTarget>;
  UpahNative?: UpahNativeObject;
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * SPEC §3 browser defaults: the same values as session.ts's DEFAULT_PERMISSIONS (a unit test holds them equal).
 * Not imported from there: the attendance screens load this module in a chunk of its own, and a runtime import
 * from session.ts (in the app's entry) made the bundler split the entry, 0.3 KB more on every route.
 */
const BROWSER_PERMISSIONS: Readonly<NativePermissions> = { location: true, camera: true, file: true };

export const NATIVE_MESSAGE_PREFIX = 'upah:';
const DEFAULT_TIMEOUT_MS = 3_000;

export { isWebView };

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function allowed(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return value === true || value === 'true' || value === 'granted';
}

/** Reads whatever the native side sent; a missing field keeps the browser default. */
export function toPermissions(value: unknown): NativePermissions {
  const parsed = parseMaybeJson(value);
  const source = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return {
    location: allowed(source.location, BROWSER_PERMISSIONS.location),
    camera: allowed(source.camera, BROWSER_PERMISSIONS.camera),
    file: allowed(source.file, BROWSER_PERMISSIONS.file),
  };
}

function toPushToken(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

let nextRequestId = 0;

function askReactNative(win: BridgeWindow, type: string, timeoutMs: number): Promise<unknown> {
  const native = win.ReactNativeWebView;
  if (!native) return Promise.resolve(undefined);
  nextRequestId += 1;
  const id = `${Date.now().toString(36)}-${nextRequestId}`;
  const targets = [win, win.document].filter(
    (target): target is MessageTarget =>
      typeof target?.addEventListener === 'function' && typeof target.removeEventListener === 'function',
  );
  return new Promise((resolve) => {
    const finish = (result: unknown) => {
      clearTimeout(timer);
      for (const target of targets) target.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: { data?: unknown }) => {
      const data = parseMaybeJson(event.data);
      if (typeof data !== 'object' || data === null) return;
      const answer = data as { type?: unknown; id?: unknown; result?: unknown };
      if (answer.type === `${NATIVE_MESSAGE_PREFIX}result` && answer.id === id) finish(answer.result);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    for (const target of targets) target.addEventListener('message', onMessage);
    try {
      native.postMessage(JSON.stringify({ type: `${NATIVE_MESSAGE_PREFIX}${type}`, id }));
    } catch {
      finish(undefined);
    }
  });
}

async function askNative(
  win: BridgeWindow,
  method: keyof UpahNativeObject,
  timeoutMs: number,
): Promise<unknown> {
  try {
    const direct = win.UpahNative?.[method];
    if (typeof direct === 'function') return await direct.call(win.UpahNative);
    return await askReactNative(win, method, timeoutMs);
  } catch {
    return undefined; // a broken bridge must not break the page: defaults apply
  }
}

export function getNativeBridge(
  win: BridgeWindow = (globalThis as { window?: BridgeWindow }).window ?? {},
  options: { timeoutMs?: number } = {},
): NativeBridge {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const inWebView = isWebView(win.navigator?.userAgent);
  if (!inWebView) {
    return {
      inWebView,
      getPushToken: async () => null,
      getPermissionStatus: async () => ({ ...BROWSER_PERMISSIONS }),
    };
  }
  return {
    inWebView,
    getPushToken: async () => toPushToken(await askNative(win, 'getPushToken', timeoutMs)),
    getPermissionStatus: async () => toPermissions(await askNative(win, 'getPermissionStatus', timeoutMs)),
  };
}

export type PermissionKind = keyof NativePermissions;

/**
 * SPEC §6: whether the page may use the camera, the location or files, read just before it asks
 * the browser. Inside the native app's web view the host app decides and the page cannot re-prompt once denied:
 * the bridge's permission status is read now (the user may have changed it in the app's settings since start-up)
 * and handed to `keep` (the app passes session.ts's `setPermissions`, so the forms' disabled reasons see it). In a
 * plain browser the browser prompts by itself: allowed here, and the browser's own answer (a denied getUserMedia
 * or geolocation) tells the rest.
 */
export async function readPermission(
  kind: PermissionKind,
  options: { bridge?: NativeBridge; keep?: (permissions: NativePermissions) => void } = {},
): Promise<boolean> {
  const bridge = options.bridge ?? getNativeBridge();
  if (!bridge.inWebView) return true;
  const permissions = await bridge.getPermissionStatus();
  options.keep?.(permissions);
  return permissions[kind];
}

/** Copies the push token and permission status from the native app into `sessionStore`. */
export async function syncNativeState(bridge: NativeBridge = getNativeBridge()): Promise<void> {
  const [pushToken, permissions] = await Promise.all([bridge.getPushToken(), bridge.getPermissionStatus()]);
  setPushToken(pushToken);
  setPermissions(permissions);
}
