/**
 * Where the request forms' photos wait until sent: IndexedDB through core's idb-keyval storage, the same database
 * and store as before ('upah-photos' / 'photos'), so photos saved by an older version stay readable.
 */
import { idbPhotoStorage } from '@upah/core/stores/photo-storage';

export const photoDb = idbPhotoStorage();

/** The key of one user's photos of one form (the request forms' store uses the same). */
export const photoKey = (userId: number | string, form: string) => `${userId}:${form}`;

export const putPhotos = (key: string, photos: Blob[]): Promise<void> => photoDb.put(key, photos);
export const getPhotos = (key: string): Promise<Blob[]> => photoDb.get(key);
export const deletePhotos = (key: string): Promise<void> => photoDb.remove(key);
