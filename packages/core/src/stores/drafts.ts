/**
 * Form drafts kept per user, so that nothing typed is lost:
 * a draft survives a failed submit, a reload and going offline; the screen clears it on success, and logout
 * clears every draft (a shared phone must not show the next user what the last one typed).
 *
 * Drafts live in localStorage under `upah:draft:<userId>:<form>` as `{ savedAt, value }` JSON. Only plain,
 * JSON-safe form values belong here: photos and files wait in IndexedDB (they are too large for localStorage).
 * Never a token: persisted state excludes auth (SPEC §9).
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_PREFIX = 'upah:draft:';

interface StoredDraft {
  savedAt: number;
  value: unknown;
}

function defaultStorage(): DraftStorage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null; // access can throw when storage is blocked
  }
}

/** The storage key of one form's draft for one user, e.g. `upah:draft:17:leave-request`. */
export function draftKey(userId: number | string, form: string): string {
  return `${DRAFT_PREFIX}${userId}:${form}`;
}

/** Saves (replaces) a draft. A full or blocked storage is ignored: the form still holds the values. */
export function saveDraft<T>(
  userId: number | string,
  form: string,
  value: T,
  storage: DraftStorage | null = defaultStorage(),
  now: () => number = Date.now,
): void {
  if (!storage) return;
  const stored: StoredDraft = { savedAt: now(), value };
  try {
    storage.setItem(draftKey(userId, form), JSON.stringify(stored));
  } catch {
    // QuotaExceededError or storage blocked: nothing more to do.
  }
}

/**
 * The saved draft, or null when there is none, it is unreadable, or `isValid` refuses its shape (a draft saved
 * by an older version of the form). A refused draft is removed.
 */
export function loadDraft<T>(
  userId: number | string,
  form: string,
  isValid: (value: unknown) => value is T,
  storage: DraftStorage | null = defaultStorage(),
): T | null {
  if (!storage) return null;
  const key = draftKey(userId, form);
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (parsed && typeof parsed === 'object' && isValid(parsed.value)) return parsed.value;
  } catch {
    // corrupt JSON: fall through and drop it
  }
  try {
    storage.removeItem(key);
  } catch {
    // blocked storage
  }
  return null;
}

export function clearDraft(
  userId: number | string,
  form: string,
  storage: DraftStorage | null = defaultStorage(),
): void {
  try {
    storage?.removeItem(draftKey(userId, form));
  } catch {
    // blocked storage
  }
}

/** Removes every draft of every user (logout). */
export function clearAllDrafts(storage: DraftStorage | null = defaultStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // blocked storage
  }
}
