/**
 * The phone's signing key (docs/ARCHITECTURE.md "The gate code", DESIGN "Evidence": one approved phone per
 * employee), registered with POST /attendance/device-key. Extension, not in SPEC. Apart from ./attendance.ts, which
 * re-exports it and lists the endpoint in its table, so Profil's Perangkat absen, which registers the key, does not
 * load the attendance contract's other schemas.
 */
import * as z from 'zod/mini';
import { serverTimestamp, zString } from './common';
import { endpoint, specExtension } from './endpoint';

/**
 * Extension (docs/ARCHITECTURE.md "The gate code"): the phone's public signing key, an ECDSA P-256 point in raw
 * uncompressed form (65 bytes) as base64url without padding.
 */
export const deviceKeyBody = specExtension(
  z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/)) }),
  "The phone's ECDSA P-256 public key (raw uncompressed point, base64url). One active device per employee.",
);
export type DeviceKeyBody = z.infer<typeof deviceKeyBody>;

/** Extension: an approved device signs; a second phone's key waits for the direct supervisor's approval. */
export const DEVICE_KEY_STATUSES = ['approved', 'pending'] as const;

export const deviceKeyResponse = z.object({
  /** base64url of the first 12 bytes of SHA-256 over the raw public key: the `kid` the codes carry. */
  keyId: zString,
  /** When this key became the employee's active key, or when its approval was asked (+07:00). */
  registeredAt: serverTimestamp,
  status: z.optional(
    specExtension(
      z.enum(DEVICE_KEY_STATUSES),
      "'approved': the employee's device (their first key is approved automatically); 'pending': a second phone waiting for the direct supervisor.",
    ),
  ),
  deviceName: z.optional(specExtension(zString.clone(), "The phone's name, read from its user agent.")),
});
export type DeviceKeyResponse = z.infer<typeof deviceKeyResponse>;

export const deviceKeyEndpoints = {
  registerDeviceKey: endpoint({
    id: 'attendance.registerDeviceKey',
    access: { who: 'employee', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/device-key',
    body: deviceKeyBody,
    response: deviceKeyResponse,
    doc: 'Extension, not in SPEC (docs/ARCHITECTURE.md "The gate code", DESIGN "Evidence"): registers the caller\'s phone signing key, which signs the gate code and the self clock-in/out. One approved device per employee: the first key is approved at once (status approved); a key from another phone waits for the direct supervisor (status pending, a "Perangkat baru" item in the queue) and until then that phone\'s clock-in and clock-out answer 409. Registering the same key again answers its current state. The supervisor\'s subordinate list carries the approved keyId, publicKey and keyChangedAt.',
  }),
} as const;
