/**
 * Photos of a request form (issue 7 item 9, 10): picked or taken with the phone camera, compressed on the
 * phone by core/media, kept in IndexedDB until sent, shown as thumbnails.
 */
import { compressImage, SELFIE_MAX_BYTES, SELFIE_MAX_SIDE, SELFIE_QUALITY } from '@upah/core/media';
import { useEffect, useId, useState } from 'react';
import { deletePhotos, getPhotos, photoKey, putPhotos } from '../photo-db';
import { useText } from '../use-text';

export function usePhotos(userId: number | string, form: string) {
  const key = photoKey(userId, form);
  const [photos, setPhotos] = useState<Blob[]>([]);
  useEffect(() => {
    void getPhotos(key).then(setPhotos);
  }, [key]);
  const replace = async (next: Blob[]) => {
    setPhotos(next);
    await putPhotos(key, next);
  };
  const clear = async () => {
    setPhotos([]);
    await deletePhotos(key);
  };
  return { photos, replace, clear };
}

export function PhotoField({
  photos,
  onChange,
  multiple = false,
}: {
  photos: Blob[];
  onChange: (photos: Blob[]) => void;
  multiple?: boolean;
}) {
  const { text } = useText();
  const id = useId();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = photos.map((p) => URL.createObjectURL(p));
    setUrls(next);
    return () => {
      for (const u of next) URL.revokeObjectURL(u);
    };
  }, [photos]);
  const pick = async (files: FileList | null) => {
    if (!files) return;
    const compressed = await Promise.all(
      Array.from(files).map((f) =>
        compressImage(f, { maxSide: SELFIE_MAX_SIDE, quality: SELFIE_QUALITY, maxBytes: SELFIE_MAX_BYTES }),
      ),
    );
    onChange(multiple ? [...photos, ...compressed] : compressed.slice(0, 1));
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text(multiple ? 'photos' : 'photo')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        onChange={(e) => void pick(e.target.files)}
      />
      {urls.length > 0 ? (
        <ul className="att-thumbs">
          {urls.map((u, i) => (
            <li key={u}>
              <img src={u} alt={`${text('photo')} ${i + 1}`} width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
