/**
 * An uploaded photo as a thumbnail that opens full size (a link to the file, in a new tab), with its alt text: the
 * team board's clock-in or gate photo, a request's attachments in the approval detail.
 */
import './photo-link.css';

/** An uploaded file's url as an <img src>: the upload service answers host-relative urls ('/files/…'). */
export function fileSrc(uploadHost: string, url: string): string {
  return /^(https?:|data:|blob:)/.test(url) ? url : uploadHost.replace(/\/+$/, '') + url;
}

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
  const src = fileSrc(uploadHost, url);
  return (
    <a className="photo-link" href={src} target="_blank" rel="noreferrer" data-testid="photo-link">
      <img src={src} alt={alt} width={size} height={size} loading="lazy" />
    </a>
  );
}
