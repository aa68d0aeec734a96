/**
 * Persistence of non-auth state (SPEC §9: "Persisted state excludes auth. Auth is kept in a cookie-based
 * store"). `persist` restores the picked keys of a valtio store from storage, then writes them back on
 * every change. A key named token or auth is refused, at the top level (an error: a programming mistake)
 * and at any depth (dropped silently on write and on restore).
 */
import { subscribe } from 'valtio/vanilla';

export type PersistStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PersistOptions<T> {
  /** Default: `localStorage` when it exists; without storage nothing is persisted. */
  storage?: PersistStorage | null;
  /** The keys to keep. */
  pick: readonly (keyof T & string)[];
}

const AUTH_KEY = /^(token|auth)$/i;

export function isAuthKey(key: string): boolean {
  return AUTH_KEY.test(key);
}

function withoutAuth(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isAuthKey(key)));
}

function defaultStorage(): PersistStorage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null; // access can throw when storage is blocked
  }
}

function checkedStorage<T>(key: string, options: PersistOptions<T>): PersistStorage | null {
  const refused = options.pick.filter(isAuthKey);
  if (refused.length > 0) {
    throw new Error(`persist("${key}"): auth state must not be persisted (${refused.join(', ')})`);
  }
  return options.storage === undefined ? defaultStorage() : options.storage;
}

function restoreFrom<T extends object>(
  storage: PersistStorage,
  store: T,
  key: string,
  pick: PersistOptions<T>['pick'],
) {
  try {
    const raw = storage.getItem(key);
    if (raw) {
      const saved: unknown = JSON.parse(JSON.stringify(JSON.parse(raw), withoutAuth));
      if (typeof saved === 'object' && saved !== null) {
        const target = store as Record<string, unknown>;
        for (const name of pick) {
          if (Object.hasOwn(saved, name)) target[name] = (saved as Record<string, unknown>)[name];
        }
      }
    }
  } catch {
    // Unreadable or corrupt storage: start from the store's defaults.
  }
}

/** Only the restore of `persist`, for a load that starts before the screen that persists the store has mounted. */
export function restorePersisted<T extends object>(store: T, key: string, options: PersistOptions<T>): void {
  const storage = checkedStorage(key, options);
  if (storage) restoreFrom(storage, store, key, options.pick);
}

/** Returns the unsubscribe function. */
export function persist<T extends object>(store: T, key: string, options: PersistOptions<T>): () => void {
  const storage = checkedStorage(key, options);
  if (!storage) return () => {};
  restoreFrom(storage, store, key, options.pick);

  return subscribe(store, () => {
    const source = store as Record<string, unknown>;
    const picked = Object.fromEntries(options.pick.map((name) => [name, source[name]]));
    try {
      storage.setItem(key, JSON.stringify(picked, withoutAuth));
    } catch {
      // Quota exceeded or private mode: persistence is best effort.
    }
  });
}
