/**
 * An uploaded photo as a thumbnail that opens full size (a link to the file, in a new tab), with its alt text: the
 * team board's clock-in or gate photo, a request's attachments in the approval detail. Only our upload service's
 * `/files/<name>` reaches the <img> and the link (core rules/evidence-url.ts); anything else renders nothing.
 */
import './photo-link.css';

import { evidenceSrc } from '@upah/core/rules/evidence-url';

export function PhotoLink({
  uploadHost,
  url,
  alt,
  size,
}: {
  uploadHost: string;
  url: string;
  alt: string;
  /** The thumbnail's side in px. */
  size: number;
}) {
  const src = evidenceSrc(uploadHost, url);
  if (src === null) return null;
  return (
    <a className="photo-link" href={src} target="_blank" rel="noreferrer" data-testid="photo-link">
      <img src={src} alt={alt} width={size} height={size} loading="lazy" />
    </a>
  );
}
