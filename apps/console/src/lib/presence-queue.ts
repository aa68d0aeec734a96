/**
 * The console's offline queue of subordinate presences (core/stores/offline-queue): every scan and manual entry
 * goes through it, online or not, so a reload or a dropped Wi-Fi never loses or doubles one. The body is made
 * when the supervisor acts (core's scanPresenceRequest / manualPresenceRequest: the clock time is the scan time
 * or the entered time, never the sync time). Sending one: upload the photo (the camera frame of the scan), then
 * POST clock-in/subordinate or clock-out/subordinate with the action's Idempotency-Key.
 */
import {
  attendanceEndpoints,
  type SubordinateClockInBody,
  type SubordinateClockOutBody,
} from '@upah/core/contract/attendance';
import { createOfflineQueue, type QueuedAction } from '@upah/core/stores/offline-queue';
import { api } from './api-client';

export type PresencePayload = (
  | { type: 'clock-in'; body: SubordinateClockInBody }
  | { type: 'clock-out'; body: SubordinateClockOutBody }
) & { photo: Blob | null };

async function sendPresence(action: QueuedAction<PresencePayload>): Promise<void> {
  const { photo } = action.payload;
  const url = photo ? (await api.upload(photo, `presence-${action.idempotencyKey}.jpg`)).url : null;
  const withPhoto = url ? { photo: url } : {};
  const options = { idempotencyKey: action.idempotencyKey };
  if (action.payload.type === 'clock-in')
    await api.call(
      attendanceEndpoints.subordinateClockIn,
      { body: { ...action.payload.body, ...withPhoto } },
      options,
    );
  else
    await api.call(
      attendanceEndpoints.subordinateClockOut,
      { body: { ...action.payload.body, ...withPhoto } },
      options,
    );
}

export const presenceQueue = createOfflineQueue<PresencePayload>({ name: 'presence', perform: sendPresence });
