/**
 * Photos waiting to be sent (issue 7 item 10: "Photos taken wait in IndexedDB until sent"): a tiny key→Blob
 * store in IndexedDB, keyed per user and form. Every call resolves (null / no-op) when IndexedDB is missing.
 */
const DB = 'upah-photos';
const STORE = 'photos';

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result ?? null);
    request.onerror = () => resolve(null);
  });
}

export const photoKey = (userId: number | string, form: string) => `${userId}:${form}`;

export function putPhotos(key: string, photos: Blob[]): Promise<unknown> {
  return run('readwrite', (s) => s.put(photos, key));
}

export async function getPhotos(key: string): Promise<Blob[]> {
  const value = await run<Blob[]>('readonly', (s) => s.get(key));
  return Array.isArray(value) ? value : [];
}

export function deletePhotos(key: string): Promise<unknown> {
  return run('readwrite', (s) => s.delete(key));
}
