/**
 * The manual presence form (SPEC §2 /attendance/employee-presence "Supervisor Absen", §5 "submit needs a
 * time", §8 'Absen karyawan success'): pick a subordinate, the type and a time, plus an
 * optional photo. Editing → submitting (position, photo upload with progress, the call) → editing with a
 * success or an error. Core's `manualPresenceRequest` checks the form and builds the body.
 * Exactly once: the body first sent (its position and uploaded photo URL) is kept with its Idempotency-Key, so a
 * retry after a lost answer sends the same request; a new position or photo URL under the same key would be
 * refused (409) while the first presence was recorded. Any edit starts a new presence.
 */
import { errorText, newIdempotencyKey } from '@upah/core/api';
import { type MessageKey, t } from '@upah/core/catalogue';
import type { ClockType } from '@upah/core/contract/attendance';
import type { Subordinate } from '@upah/core/contract/profile';
import { jakartaDate } from '@upah/core/format';
import { manualPresenceRequest } from '@upah/core/rules/supervisor';
import type { SubordinatePresence } from '@upah/core/stores/subordinate-presence';
import { proxy, ref } from 'valtio';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { langStore } from '../../lib/lang';
import { currentPosition } from './position';

export interface PresenceFormState {
  subordinateId: number | null;
  type: ClockType;
  time: string;
  photo: File | null;
  submitting: boolean;
  /** Upload progress 0–100 while the photo is sent, else null. */
  uploadPercent: number | null;
  errors: { subordinate?: MessageKey; time?: MessageKey };
  /** The error of the last submit (catalogue text or the server's message). */
  failure: string | null;
  /** One key per presence entered, kept when the user retries it. */
  idempotencyKey: string | null;
  /** The request sent under that key, sent again as it is on a retry. */
  sent: SubordinatePresence | null;
}

const initial = (): PresenceFormState => ({
  subordinateId: null,
  type: 'clock-in',
  time: '',
  photo: null,
  submitting: false,
  uploadPercent: null,
  errors: {},
  failure: null,
  idempotencyKey: null,
  sent: null,
});

const text = (key: MessageKey) => t(key, langStore.lang);

export const presenceFormStore = proxy<PresenceFormState>(initial());

/** A field changed: its error clears, and the presence is a new one (a new Idempotency-Key). */
export function editPresence(
  change: Partial<Pick<PresenceFormState, 'subordinateId' | 'type' | 'time' | 'photo'>>,
): void {
  if ('photo' in change) presenceFormStore.photo = change.photo ? ref(change.photo) : null;
  if (change.subordinateId !== undefined) {
    presenceFormStore.subordinateId = change.subordinateId;
    presenceFormStore.errors.subordinate = undefined;
  }
  if (change.type !== undefined) presenceFormStore.type = change.type;
  if (change.time !== undefined) {
    presenceFormStore.time = change.time;
    presenceFormStore.errors.time = undefined;
  }
  presenceFormStore.idempotencyKey = null;
  presenceFormStore.sent = null;
  presenceFormStore.failure = null;
}

async function uploadPhoto(photo: File): Promise<string> {
  // The image code and the attendance contract load with the first send, not with the form.
  const { compressImage } = await import('@upah/core/media');
  const blob = await compressImage(photo);
  presenceFormStore.uploadPercent = 0;
  const { url } = await api.upload(blob, 'presence.jpg', {
    onUploadProgress: ({ fraction }) => {
      if (fraction !== null) presenceFormStore.uploadPercent = Math.round(fraction * 100);
    },
  });
  return url;
}

/** The request from the form, the current position and the uploaded photo; null when there is no position. */
async function buildRequest(
  subordinate: Subordinate | null,
  now: number,
): Promise<SubordinatePresence | null> {
  const s = presenceFormStore;
  const position = await currentPosition();
  if (!position) {
    showAlert({ kind: 'danger', text: text('clockLocationPermission') });
    return null;
  }
  const photo = s.photo ? await uploadPhoto(s.photo) : null;
  const request = manualPresenceRequest({
    subordinate,
    type: s.type,
    date: jakartaDate(now),
    time: s.time,
    ...position,
    photo,
  });
  return request.ok ? request : null;
}

/** Submits the form; true when the presence was recorded. */
export async function submitPresence(
  subordinates: readonly Subordinate[],
  now = Date.now(),
): Promise<boolean> {
  const s = presenceFormStore;
  if (s.submitting) return false;
  const subordinate = subordinates.find((x) => x.id === s.subordinateId) ?? null;
  const check = manualPresenceRequest({
    subordinate,
    type: s.type,
    date: jakartaDate(now),
    time: s.time,
    latitude: 0,
    longitude: 0,
    photo: null,
  });
  if (!check.ok) {
    s.errors = { [check.field]: check.message };
    return false;
  }
  s.submitting = true;
  s.failure = null;
  s.idempotencyKey ??= newIdempotencyKey();
  try {
    const request = s.sent ?? (await buildRequest(subordinate, now));
    if (!request) return false;
    s.sent = request;
    const { sendSubordinatePresence } = await import('@upah/core/stores/subordinate-presence');
    await sendSubordinatePresence(api, request, { idempotencyKey: s.idempotencyKey });
    Object.assign(presenceFormStore, initial());
    showAlert({ kind: 'success', text: text('subordinatePresenceSuccess') });
    return true;
  } catch (error) {
    s.failure = errorText(error);
    return false;
  } finally {
    s.submitting = false;
    s.uploadPercent = null;
  }
}

export function resetPresenceForm(): void {
  Object.assign(presenceFormStore, initial());
}
