/**
 * An uploaded file's url as an <img src>, or null when it is not one of our upload service's files (core
 * rules/evidence-url.ts: the service answers host-relative `/files/<name>`, read from the upload host).
 */
import { evidenceSrc } from '@upah/core/rules/evidence-url';
import { env } from '../../config/env';

export function fileSrc(url: string): string | null {
  return evidenceSrc(env.uploadHost, url);
}
