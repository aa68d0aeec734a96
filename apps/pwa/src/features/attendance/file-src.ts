/** An uploaded file's url as an <img src>: the upload service answers host-relative urls ('/files/…'). */
import { env } from '../../config/env';

export function fileSrc(url: string): string {
  return /^(https?:|data:|blob:)/.test(url) ? url : env.uploadHost.replace(/\/+$/, '') + url;
}
