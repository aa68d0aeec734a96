/**
 * Photos waiting to be sent (DESIGN "Offline on the phone": photos as Blobs in IndexedDB through idb-keyval),
 * one list of Blobs per user and form, as a request form's PhotoStorage (./request-form). Every call resolves
 * (an empty list, a no-op) when IndexedDB is missing or refuses.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PhotoStorage } from './request-form';

/** The database and object store the photos have always used: photos saved before stay readable. */
export const PHOTO_DB = 'upah-photos';
export const PHOTO_STORE = 'photos';

export function idbPhotoStorage(dbName = PHOTO_DB, storeName = PHOTO_STORE): PhotoStorage {
  let store: UseStore | null = null;
  const use = (): UseStore | null => {
    if (typeof indexedDB === 'undefined') return null;
    store ??= createStore(dbName, storeName);
    return store;
  };
  return {
    async get(key) {
      const s = use();
      if (!s) return [];
      const value = await get<unknown>(key, s).catch(() => null);
      return Array.isArray(value) ? value.filter((v): v is Blob => v instanceof Blob) : [];
    },
    async put(key, photos) {
      const s = use();
      if (s) await set(key, photos, s).catch(() => undefined);
    },
    async remove(key) {
      const s = use();
      if (s) await del(key, s).catch(() => undefined);
    },
  };
}
