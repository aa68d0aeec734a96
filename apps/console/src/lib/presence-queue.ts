/**
 * The console's offline queue of subordinate presences (core/stores/offline-queue): every scan and manual entry
 * goes through it, online or not, so a reload or a dropped Wi-Fi never loses or doubles one. Sending one:
 * upload the photo (the camera frame of the scan), then POST clock-in/subordinate or clock-out/subordinate with
 * the clock time of the scan (`happenedAt`) and the action's Idempotency-Key.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { type ScannedPresence, scanPresenceRequest } from '@upah/core/rules/scan-session';
import { createOfflineQueue, type QueuedAction } from '@upah/core/stores/offline-queue';
import { api } from './api-client';

export interface PresencePayload {
  presence: ScannedPresence;
  photo: Blob | null;
  /** 'manual' for an entry typed by the supervisor (waits for approval); scans are 'qr'. */
  presenceType?: 'qr' | 'manual';
}

async function sendPresence(action: QueuedAction<PresencePayload>): Promise<void> {
  const { presence, photo } = action.payload;
  const url = photo ? (await api.upload(photo, `presence-${action.idempotencyKey}.jpg`)).url : null;
  const request = scanPresenceRequest(presence, action.happenedAt, url);
  const presenceType = action.payload.presenceType ?? 'qr';
  const options = { idempotencyKey: action.idempotencyKey };
  if (request.type === 'clock-in')
    await api.call(
      attendanceEndpoints.subordinateClockIn,
      { body: { ...request.body, presenceType } },
      options,
    );
  else
    await api.call(
      attendanceEndpoints.subordinateClockOut,
      { body: { ...request.body, presenceType } },
      options,
    );
}

export const presenceQueue = createOfflineQueue<PresencePayload>({ name: 'presence', perform: sendPresence });
