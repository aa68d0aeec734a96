/**
 * Geolocation for the attendance forms (SPEC §9: high accuracy, 5 s timeout, no cached position): fixes go to core's clock store, which keeps the session's fixes for the spoof flags; the address
 * comes from the mock's geo endpoint, cached per ~10 m so it is never asked per GPS tick.
 */
import { geoEndpoints } from '@upah/core/contract/geo';
import { isWebView } from '@upah/core/rules/web-view';
import {
  clockStore,
  locationFailed,
  recordFix,
  setAddress,
  startLocating,
} from '@upah/core/stores/clock-state';
import type { PermissionKind } from '@upah/core/stores/native-bridge';
import { setPermissions } from '@upah/core/stores/session';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';

export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

const addressCache = new Map<string, string>();

async function resolveAddress(lat: number, long: number): Promise<void> {
  const key = `${lat.toFixed(4)},${long.toFixed(4)}`;
  const cached = addressCache.get(key);
  if (cached) return setAddress(cached);
  setAddress(null);
  try {
    const { address } = await api.call(geoEndpoints.reverseGeocode, { query: { lat, long } });
    addressCache.set(key, address);
    if (clockStore.fix?.lat === lat && clockStore.fix?.long === long) setAddress(address);
  } catch {
    // §8: geolocation errors are only logged; the coordinates stay on screen.
  }
}

/**
 * Asks for one fix. Inside the native app the location permission is read through core's bridge first
 *: denied there counts as denied, since the page cannot re-prompt.
 */
export function locate(): void {
  startLocating();
  void readAppPermission('location').then((allowed) => {
    if (!allowed) locationFailed('denied');
    else if (!('geolocation' in navigator)) locationFailed('unavailable');
    else askPosition();
  });
}

function askPosition(): void {
  let settled = false;
  // Never a spinner forever: a prompt nobody answers times out like a slow fix.
  const guard = setTimeout(
    () => {
      if (!settled) {
        settled = true;
        locationFailed('timeout');
      }
    },
    (GEO_OPTIONS.timeout ?? 5000) + 10_000,
  );
  navigator.geolocation.getCurrentPosition(
    (position) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      const { latitude, longitude, accuracy } = position.coords;
      recordFix({ lat: latitude, long: longitude, accuracy, timestamp: position.timestamp });
      void resolveAddress(latitude, longitude);
    },
    (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      locationFailed(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable');
    },
    GEO_OPTIONS,
  );
}

/** The clock store's location part; asks for a fix on mount. */
export function useLocation() {
  const snap = useSnapshot(clockStore);
  useEffect(() => {
    locate();
  }, []);
  return snap;
}

/**
 * The camera permission, read like the location's: inside the native app through core's bridge
 * (kept in sessionStore for the clock-in form's reasons), in a plain browser allowed (the browser prompts).
 */
export function readCameraPermission(): Promise<boolean> {
  return readAppPermission('camera');
}

/**
 * One permission through core's bridge, kept in sessionStore (the clock-in form's disabled reasons read it). In a
 * plain browser allowed at once, as the bridge answers there (the browser prompts): the bridge is loaded only inside
 * the native app.
 */
async function readAppPermission(kind: PermissionKind): Promise<boolean> {
  if (!inWebView()) return true;
  const { readPermission } = await import('@upah/core/stores/native-bridge');
  return readPermission(kind, { keep: setPermissions });
}

/** Whether we run inside the native app's web view ('wv' in the user agent, SPEC §6). */
export function inWebView(): boolean {
  return isWebView(navigator.userAgent);
}
