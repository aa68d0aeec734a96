/**
 * The common send of the request forms (issue 7 items 9, 10): offline says so plainly and keeps everything;
 * photos are uploaded with progress; on success the draft and photos are cleared and the §8 message shown;
 * on failure the server's message (or the form's §8 failure text) is shown and everything is kept.
 */
import { errorText } from '@upah/core/api';
import type { Lang, MessageKey } from '@upah/core/catalogue';
import { t } from '@upah/core/catalogue';
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { tr } from '@upah/core/catalogue';
import { api } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alerts';
import { networkStore } from '../../../sw/online';

export async function uploadPhotos(
  photos: Blob[],
  onProgress: (fraction: number | null) => void,
): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const { url } = await api.upload(photo, `photo-${index + 1}.jpg`, {
      onUploadProgress: (p) => onProgress(p.fraction === null ? null : (index + p.fraction) / photos.length),
    });
    urls.push(url);
  }
  onProgress(null);
  return urls;
}

export async function submitRequest(options: {
  lang: Lang;
  send: () => Promise<unknown>;
  success: MessageKey;
  failure?: MessageKey;
  done: () => unknown;
}): Promise<boolean> {
  if (!networkStore.online) {
    showAlert({ kind: 'danger', text: tr(attendanceLabels.offline, options.lang) });
    return false;
  }
  try {
    await options.send();
  } catch (error) {
    const text = errorText(error, options.lang);
    showAlert({
      kind: 'danger',
      text: options.failure ? `${t(options.failure, options.lang)}: ${text}` : text,
    });
    return false;
  }
  showAlert({ kind: 'success', text: t(options.success, options.lang) });
  await options.done();
  return true;
}
