/**
 * A request form screen's link to its core store (@upah/core/stores/request-form): opens the form for the signed-in
 * user (draft, Idempotency-Key and waiting photos) and sends it, saying how it went: offline plainly (everything is
 * kept), the §8 success message, or the server's message (with the form's §8 failure text when it has one).
 * A §5 rule failure shows in the form itself (SubmitBar).
 */
import { errorText } from '@upah/core/api';
import type { Entry, MessageKey } from '@upah/core/catalogue';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { networkStore } from '@upah/core/stores/network';
import type { FormValues, PhotoStorage, RequestForm } from '@upah/core/stores/request-form';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import type { Copy } from '../../../lib/use-copy';
import { useUserId } from '../use-user-id';

/**
 * The app's photo storage (IndexedDB through idb-keyval), loaded with the first read or write: the form renders
 * without it (the request-form routes' budget) and its waiting photos arrive from it right after.
 */
const photoDb = (): Promise<PhotoStorage> => import('../photo-db').then((m) => m.photoDb);
const lazyPhotoDb: PhotoStorage = {
  get: async (key) => (await photoDb()).get(key),
  put: async (key, photos) => (await photoDb()).put(key, photos),
  remove: async (key) => (await photoDb()).remove(key),
};

export function useRequestForm<V extends FormValues, C>(form: RequestForm<V, C>) {
  const userId = useUserId();
  useEffect(() => {
    void form.restore(userId, lazyPhotoDb);
  }, [form, userId]);
  return useSnapshot(form.store);
}

export async function sendRequestForm<V extends FormValues, C>(
  form: RequestForm<V, C>,
  context: C,
  /** `success`: a §8 message, or an entry of an area's labels (a request SPEC does not have). */
  options: { copy: Copy; success: MessageKey | Entry; failure?: MessageKey; done?: () => unknown },
): Promise<boolean> {
  const { copy } = options;
  if (!networkStore.online) {
    showAlert({ kind: 'danger', text: copy.label(attendanceRequestLabels.offline) });
    return false;
  }
  if (await form.submit(api, context)) {
    showAlert({ kind: 'success', text: copy.message(options.success) });
    await options.done?.();
    return true;
  }
  const failure = form.store.failure;
  if (failure?.kind === 'server') {
    const text = errorText(failure.error, copy.lang);
    showAlert({ kind: 'danger', text: options.failure ? `${copy.message(options.failure)}: ${text}` : text });
  }
  return false;
}
