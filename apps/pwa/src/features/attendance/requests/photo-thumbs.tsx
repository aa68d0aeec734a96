/** The picked photos of a request form as thumbnails (object URLs, revoked when the photos change). */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { useEffect, useState } from 'react';
import { useCopy } from '../../../lib/use-copy';

export function PhotoThumbs({ photos }: { photos: readonly Blob[] }) {
  const copy = useCopy();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = photos.map((p) => URL.createObjectURL(p));
    setUrls(next);
    return () => {
      for (const u of next) URL.revokeObjectURL(u);
    };
  }, [photos]);
  if (urls.length === 0) return null;
  return (
    <ul className="thumb-list att-thumbs">
      {urls.map((u, i) => (
        <li key={u}>
          <img src={u} alt={`${copy.label(attendanceLabels.photo)} ${i + 1}`} width={72} height={72} />
        </li>
      ))}
    </ul>
  );
}
