/**
 * The phone's signature over one tap (DESIGN "Evidence"; qr/clock-proof.ts): made at the tap with the device key of
 * stores/gate-key.ts, so a clock-in kept offline and sent hours later still verifies. Null when this phone has no
 * key (no WebCrypto or IndexedDB): the call goes unsigned and the server says why it refuses it.
 */

import type { ApiClient } from '../api/client';
import type { ClockType } from '../contract/attendance';
import { toJakartaTimestamp } from '../format';
import { type DeviceSignature, photoDigestOf, signClock } from '../qr/clock-proof';
import { gateKeySettled, gateKeyStore, prepareGateKey } from './gate-key';
import { profileStore } from './profile';

/**
 * Makes and registers this phone's device key for the signed-in employee when it is not ready yet (a tap awaits
 * it): the server knows the key before the first clock-in. The first phone of an employee is approved at once;
 * another one waits for the supervisor. `register: false` (the clock screen as it opens, before the employee
 * touches it) only loads or makes the key; the tap, or the screen's first touch, registers it.
 */
export function readyDeviceKey(
  client: Pick<ApiClient, 'call'>,
  { register = true }: { register?: boolean } = {},
): Promise<void> {
  const pkID = profileStore.profile?.pkID;
  if (pkID === undefined) return gateKeySettled();
  return prepareGateKey(client, pkID, undefined, { register });
}

export interface TapToSign {
  type: ClockType;
  scheduleId: number;
  latitude: number;
  longitude: number;
  /** Tap time, phone epoch ms (the body's clientTime). */
  tappedAt: number;
  /** The selfie (clock-in). */
  photo: Blob | null;
}

export async function signTap(
  client: Pick<ApiClient, 'call'>,
  tap: TapToSign,
): Promise<DeviceSignature | null> {
  await readyDeviceKey(client);
  const key = gateKeyStore.key;
  if (!key) return null;
  try {
    return await signClock(
      {
        type: tap.type,
        scheduleId: tap.scheduleId,
        latitude: tap.latitude,
        longitude: tap.longitude,
        clientTime: toJakartaTimestamp(tap.tappedAt),
        photoDigest: tap.photo ? await photoDigestOf(tap.photo) : null,
      },
      key,
    );
  } catch {
    return null;
  }
}
