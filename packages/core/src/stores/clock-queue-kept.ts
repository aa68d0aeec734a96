/**
 * Whether the phone holds clock entries of an employee (DESIGN "Offline on the phone"): entries waiting to be sent,
 * or refused ones the employee has not dismissed yet. Read from the queue's own IndexedDB stores with none of the
 * queue's code, so an app can leave the queue (./clock-queue.ts) and its sending unloaded for a phone that holds
 * nothing, which is most sessions, and start it at once for one that does. Also whose queue this session opens (the
 * owner record), which ./clock-queue.ts writes.
 */
import { createStore, get, keys, type UseStore } from 'idb-keyval';

export type ClockQueueUser = number | string;

/** The employee's offline queue (./offline-queue.ts names its database `upah-queue-<name>`). */
export const clockQueueName = (userId: ClockQueueUser) => `clock-${userId}`;
const CLOCK_QUEUE_DB_PREFIX = 'upah-queue-';
const QUEUE_STORE = 'actions';
/** The outcomes kept beside the queue: uploaded photos' urls, presence ids of sent clock-ins, refused entries. */
export const clockResultsStore = (userId: ClockQueueUser): UseStore =>
  createStore(`upah-clock-${userId}`, 'results');
export const REFUSED_PREFIX = 'refused:';

/**
 * True when the employee's queue holds an entry or a refused entry waits to be dismissed; also true when the
 * storage cannot be read (the queue then decides, as it always did).
 */
export async function clockEntriesKept(userId: ClockQueueUser): Promise<boolean> {
  try {
    const [waiting, results] = await Promise.all([
      keys(createStore(`${CLOCK_QUEUE_DB_PREFIX}${clockQueueName(userId)}`, QUEUE_STORE)),
      keys(clockResultsStore(userId)),
    ]);
    return waiting.length > 0 || results.some((key) => String(key).startsWith(REFUSED_PREFIX));
  } catch {
    return true;
  }
}

/**
 * IndexedDB: whose queue to open at app start, before the profile is loaded (with no signal, it never is), and in
 * the service worker's background sync, where there is no localStorage. It holds the user id and a fingerprint
 * of the session token, never the token (SPEC §9 "Persisted state excludes auth").
 */
const OWNER_DB = 'upah-clock-owner';
export const OWNER_KEY = 'owner';

export interface QueueOwner {
  userId: ClockQueueUser;
  session: string;
}

let ownerStore: UseStore | null = null;
export const owners = () => {
  ownerStore ??= createStore(OWNER_DB, 'owner');
  return ownerStore;
};

/** A short fingerprint of the session token (FNV-1a): the owner is trusted only for the session it was seen in. */
export function sessionMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** The employee remembered for this session token, or null (nobody, another session, storage blocked). */
export async function ownerOf(token: string): Promise<ClockQueueUser | null> {
  let owner: Partial<QueueOwner> | undefined;
  try {
    owner = await get<Partial<QueueOwner>>(OWNER_KEY, owners());
  } catch {
    return null;
  }
  const userId = owner?.userId;
  if ((typeof userId !== 'number' && typeof userId !== 'string') || owner?.session !== sessionMark(token)) {
    return null;
  }
  return userId;
}
