/**
 * Which file URLs may reach an `<img src>` or a link (DESIGN "Evidence"; OWASP ASVS 5.0 V1.2.2 safe URL schemes).
 *
 * Evidence (a selfie, a request's photos, a loan's attachment) is only ever a file our upload call stored, served
 * by the upload service at `/files/<name>`. The server answers it host-relative (`/files/<name>`), possibly with
 * the short-lived signature that lets an `<img>` fetch it (`?exp=<seconds>&sig=<base64url>`). Anything else (an
 * outside URL, another path, another scheme such as `javascript:` or `data:`, a name with a path in it) is not
 * evidence: {@link evidenceSrc} answers null and the screens render no image and no link for it.
 */

/** A stored file's name: letters, digits, `-` and `_`, one extension of an image or PDF (at most 100 chars). */
export const EVIDENCE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,90}\.(jpg|jpeg|png|gif|webp|pdf)$/;

/** The path of a stored file, with the optional signature query the server adds for an `<img>`. */
const EVIDENCE_PATH = /^\/files\/([^/?#]+)(?:\?exp=(\d{1,12})&sig=([A-Za-z0-9_-]{16,128}))?$/;

/** The stored file's name of a host-relative evidence URL (`/files/<name>[?exp=…&sig=…]`), or null. */
export function evidenceFileName(url: string): string | null {
  const match = EVIDENCE_PATH.exec(url);
  const name = match?.[1];
  return name !== undefined && EVIDENCE_FILE_NAME.test(name) ? name : null;
}

/** The upload host without its trailing slashes: `/api`, `https://upload.example.id` or `` (the page's origin). */
function hostPrefix(uploadHost: string): string | null {
  const host = uploadHost.trim().replace(/\/+$/, '');
  if (host === '' || /^\/[A-Za-z0-9._~/-]*$/.test(host)) return host;
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/i.test(host) ? host : null;
}

/**
 * The URL to put in `<img src>` or `<a href>` for an evidence URL from an answer, or null when it is not ours:
 * a host-relative `/files/<name>` is read from the upload host; an absolute URL must start with the upload host
 * itself (an absolute upload host) followed by `/files/<name>`. Never throws.
 */
export function evidenceSrc(uploadHost: string, url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 400) return null;
  const host = hostPrefix(uploadHost);
  if (host === null) return null;
  if (url.startsWith('/')) return evidenceFileName(url) === null ? null : `${host}${url}`;
  if (!/^https?:\/\//i.test(host) || !url.startsWith(`${host}/`)) return null;
  const rest = url.slice(host.length);
  return evidenceFileName(rest) === null ? null : url;
}
