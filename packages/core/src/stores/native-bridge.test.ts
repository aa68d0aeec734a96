import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BridgeWindow,
  getNativeBridge,
  isWebView,
  readPermission,
  syncNativeState,
  toPermissions,
} from './native-bridge';
import { DEFAULT_PERMISSIONS, resetSession, sessionStore, setPermissions } from './session';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** A window whose ReactNativeWebView answers through 'message' events, like an injected native reply. */
function reactNativeWindow(answers: Record<string, unknown>, target: 'window' | 'document'): BridgeWindow {
  const windowEvents = new EventTarget();
  const documentEvents = new EventTarget();
  const posted: string[] = [];
  const on = (events: EventTarget) => ({
    addEventListener: (type: 'message', listener: (event: { data?: unknown }) => void) =>
      events.addEventListener(type, listener as EventListener),
    removeEventListener: (type: 'message', listener: (event: { data?: unknown }) => void) =>
      events.removeEventListener(type, listener as EventListener),
  });
  return {
    navigator: { userAgent: ANDROID_WEBVIEW },
    ...on(windowEvents),
    document: on(documentEvents),
    ReactNativeWebView: {
      postMessage(message: string) {
        posted.push(message);
        const request = JSON.parse(message) as { type: string; id: string };
        const method = request.type.replace('upah:', '');
        if (!(method in answers)) return;
        const data = JSON.stringify({ type: 'upah:result', id: request.id, result: answers[method] });
        setTimeout(() => {
          // an unrelated message first: it must be ignored
          (target === 'window' ? windowEvents : documentEvents).dispatchEvent(
            new MessageEvent('message', { data: '{"type":"other"}' }),
          );
          (target === 'window' ? windowEvents : documentEvents).dispatchEvent(
            new MessageEvent('message', { data }),
          );
        }, 5);
      },
    },
  };
}

beforeEach(() => {
  resetSession();
});

describe('native bridge (SPEC §6 web view permissions, §3 Session push token)', () => {
  it("§6 web view detection: the user agent contains 'wv'", () => {
    expect(isWebView(ANDROID_WEBVIEW)).toBe(true);
    expect(isWebView(ANDROID_CHROME)).toBe(false);
    expect(isWebView(undefined)).toBe(false);
  });

  it('§3 the bridge falls back to the session defaults (kept apart for the bundle, held equal here)', async () => {
    const bridge = getNativeBridge({ navigator: { userAgent: ANDROID_CHROME } });
    await expect(bridge.getPermissionStatus()).resolves.toEqual(DEFAULT_PERMISSIONS);
    expect(toPermissions({})).toEqual(DEFAULT_PERMISSIONS);
  });

  it('§3 plain browser: no push token and every permission allowed, even if a native object exists', async () => {
    const bridge = getNativeBridge({
      navigator: { userAgent: ANDROID_CHROME },
      UpahNative: { getPushToken: () => 'should-not-be-read' },
    });
    expect(bridge.inWebView).toBe(false);
    await expect(bridge.getPushToken()).resolves.toBeNull();
    await expect(bridge.getPermissionStatus()).resolves.toEqual({ location: true, camera: true, file: true });
  });

  it('§6 web view: window.UpahNative answers synchronously with a JSON string (Android JS interface)', async () => {
    const bridge = getNativeBridge({
      navigator: { userAgent: ANDROID_WEBVIEW },
      UpahNative: {
        getPushToken: () => 'fcm-token-1',
        getPermissionStatus: () => JSON.stringify({ location: true, camera: false, file: 'granted' }),
      },
    });
    expect(bridge.inWebView).toBe(true);
    await expect(bridge.getPushToken()).resolves.toBe('fcm-token-1');
    await expect(bridge.getPermissionStatus()).resolves.toEqual({
      location: true,
      camera: false,
      file: true,
    });
  });

  it('§6 web view: window.UpahNative may answer with promises; a throwing bridge falls back to defaults', async () => {
    const asyncBridge = getNativeBridge({
      navigator: { userAgent: ANDROID_WEBVIEW },
      UpahNative: {
        getPushToken: async () => '',
        getPermissionStatus: async () => ({ location: false }),
      },
    });
    await expect(asyncBridge.getPushToken()).resolves.toBeNull();
    await expect(asyncBridge.getPermissionStatus()).resolves.toEqual({
      location: false,
      camera: true,
      file: true,
    });

    const broken = getNativeBridge({
      navigator: { userAgent: ANDROID_WEBVIEW },
      UpahNative: {
        getPushToken: () => {
          throw new Error('native crash');
        },
      },
    });
    await expect(broken.getPushToken()).resolves.toBeNull();
  });

  it('§6 web view: ReactNativeWebView postMessage round trip via window and document message events', async () => {
    const viaWindow = getNativeBridge(reactNativeWindow({ getPushToken: 'rn-token' }, 'window'));
    await expect(viaWindow.getPushToken()).resolves.toBe('rn-token');
    const viaDocument = getNativeBridge(
      reactNativeWindow({ getPermissionStatus: { location: true, camera: true, file: false } }, 'document'),
    );
    await expect(viaDocument.getPermissionStatus()).resolves.toEqual({
      location: true,
      camera: true,
      file: false,
    });
  });

  it('§6 web view: a native side that never answers times out to browser defaults', async () => {
    const silent = getNativeBridge(reactNativeWindow({}, 'window'), { timeoutMs: 20 });
    await expect(silent.getPushToken()).resolves.toBeNull();
    await expect(silent.getPermissionStatus()).resolves.toEqual({ location: true, camera: true, file: true });
  });

  it('§6 permission values: booleans, "true" and "granted" allow; anything else denies; missing keeps default', () => {
    expect(toPermissions({ location: 'denied', camera: 'true', file: false })).toEqual({
      location: false,
      camera: true,
      file: false,
    });
    expect(toPermissions('not json')).toEqual({ location: true, camera: true, file: true });
  });

  it('§3 Session: syncNativeState copies push token and permissions into sessionStore', async () => {
    await syncNativeState(
      getNativeBridge({
        navigator: { userAgent: ANDROID_WEBVIEW },
        UpahNative: {
          getPushToken: () => 'fcm-2',
          getPermissionStatus: () => ({ location: false, camera: true, file: false }),
        },
      }),
    );
    expect(sessionStore.pushToken).toBe('fcm-2');
    expect({ ...sessionStore.permissions }).toEqual({ location: false, camera: true, file: false });
  });

  it('§3 Session: outside a web view (Node has no window) syncNativeState keeps browser defaults', async () => {
    setPermissions({ camera: false });
    await syncNativeState();
    expect(sessionStore.pushToken).toBeNull();
    expect({ ...sessionStore.permissions }).toEqual({ location: true, camera: true, file: true });
  });

  it('§6 readPermission: in the web view the camera and location are read from the bridge each time, and kept in sessionStore', async () => {
    let status = { location: true, camera: false, file: true };
    const bridge = getNativeBridge({
      navigator: { userAgent: ANDROID_WEBVIEW },
      UpahNative: { getPermissionStatus: () => JSON.stringify(status) },
    });
    const keep = setPermissions;
    await expect(readPermission('camera', { bridge, keep })).resolves.toBe(false);
    await expect(readPermission('location', { bridge, keep })).resolves.toBe(true);
    expect(sessionStore.permissions.camera).toBe(false);
    // turned on in the app's settings: the next read sees it (no copy from start-up)
    status = { location: false, camera: true, file: true };
    await expect(readPermission('camera', { bridge, keep })).resolves.toBe(true);
    expect({ ...sessionStore.permissions }).toEqual({ location: false, camera: true, file: true });
  });

  it('§3 readPermission in a plain browser: allowed without asking a native object (the browser prompts itself)', async () => {
    let asked = false;
    const bridge = getNativeBridge({
      navigator: { userAgent: ANDROID_CHROME },
      UpahNative: {
        getPermissionStatus: () => {
          asked = true;
          return { camera: false };
        },
      },
    });
    await expect(readPermission('camera', { bridge, keep: setPermissions })).resolves.toBe(true);
    expect(asked).toBe(false);
    expect(sessionStore.permissions.camera).toBe(true);
  });
});
