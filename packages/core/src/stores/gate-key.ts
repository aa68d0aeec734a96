/**
 * The phone's gate key (docs/ARCHITECTURE.md "The gate code"): an ECDSA P-256 key pair made on the first visit
 * of the QR screen, the private key non-extractable and kept in IndexedDB (a CryptoKey survives structured clone
 * without becoming extractable), the public key registered with the server (POST /attendance/device-key).
 *
 *   idle --prepareGateKey--> preparing --> ready (signs; `registered` once the server has the key)
 *                                     \--> unsupported (no WebCrypto or IndexedDB, private mode, storage blocked):
 *                                          the screen says so and points to manual presence by the supervisor
 *
 * One key per employee on a phone (a shared phone keeps each employee's own). A registration that fails (no
 * network) is tried again on the next visit; until then codes are made but the scanner refuses them.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { createGateKeyPair, type GateSigningKey } from '../qr/gate-key-pair';

export interface StoredGateKey {
  kid: string;
  publicKey: string;
  privateKey: CryptoKey;
  /** When the server accepted it (its answer's registeredAt), null until then. */
  registeredAt: string | null;
}

/** Where the key lives: IndexedDB in the apps, a Map in tests. */
export interface GateKeyStorage {
  get(employeeId: number): Promise<StoredGateKey | undefined>;
  set(employeeId: number, key: StoredGateKey): Promise<void>;
}

export type GateKeyStatus = 'idle' | 'preparing' | 'ready' | 'unsupported';

export interface GateKeyState {
  status: GateKeyStatus;
  /** The signing half (not deep-proxied: a CryptoKey). */
  key: GateSigningKey | null;
  /** The server has this phone's key as the employee's approved device. */
  registered: boolean;
  /**
   * DESIGN "Evidence": a second phone's key waits for the supervisor ('pending'); until then this phone's clock-in
   * is refused and no gate code is drawn. null before the server answered.
   */
  approval: 'approved' | 'pending' | null;
  employeeId: number | null;
}

export const gateKeyStore = proxy<GateKeyState>({
  status: 'idle',
  key: null,
  registered: false,
  approval: null,
  employeeId: null,
});

let idbStore: UseStore | null = null;

/** The IndexedDB storage (database `upah-gate`, one record per employee id). */
export function indexedDbGateKeyStorage(): GateKeyStorage {
  idbStore ??= createStore('upah-gate', 'keys');
  const store = idbStore;
  return {
    get: (employeeId) => get<StoredGateKey>(`employee-${employeeId}`, store),
    set: (employeeId, key) => set(`employee-${employeeId}`, key, store),
  };
}

function canKeepKeys(): boolean {
  return typeof globalThis.indexedDB !== 'undefined' && typeof globalThis.crypto?.subtle !== 'undefined';
}

let running: Promise<void> | null = null;

/** Whether the run under way registers the key (a run with `register: false` only loads or makes it). */
let runningRegisters = false;

/**
 * Loads (or makes and stores) the employee's key and, unless `register` is false, registers it when the server does
 * not have it yet. `register: false` readies the key for signing without a call (the clock screen, until the
 * employee touches it: the call goes through the API client's transport, which loads with that first touch).
 * Never throws: a phone that cannot keep a key ends `unsupported`.
 */
export function prepareGateKey(
  client: Pick<ApiClient, 'call'>,
  employeeId: number,
  storage: GateKeyStorage | null = canKeepKeys() ? indexedDbGateKeyStorage() : null,
  { register = true }: { register?: boolean } = {},
): Promise<void> {
  if (gateKeyStore.employeeId === employeeId && gateKeyStore.registered) return Promise.resolve();
  // a registration asked for while a run that does not register is under way: after it
  if (running && register && !runningRegisters)
    return running.then(() => prepareGateKey(client, employeeId, storage));
  if (running) return running;
  runningRegisters = register;
  running = (async () => {
    gateKeyStore.status = 'preparing';
    gateKeyStore.employeeId = employeeId;
    let stored: StoredGateKey | undefined;
    try {
      if (!storage || !canKeepKeys()) throw new Error('no IndexedDB or WebCrypto');
      stored = await storage.get(employeeId);
      if (!stored) {
        const pair = await createGateKeyPair();
        stored = { ...pair, registeredAt: null };
        await storage.set(employeeId, stored);
        // read back: a browser that silently drops the record (private mode) cannot keep the key
        if ((await storage.get(employeeId))?.kid !== pair.kid) throw new Error('the key was not kept');
      }
    } catch {
      Object.assign(gateKeyStore, { status: 'unsupported', key: null, registered: false });
      return;
    }
    gateKeyStore.key = ref({ kid: stored.kid, privateKey: stored.privateKey });
    gateKeyStore.registered = stored.registeredAt !== null;
    gateKeyStore.approval = stored.registeredAt !== null ? 'approved' : null;
    gateKeyStore.status = 'ready';
    if (stored.registeredAt !== null || !register) return;
    try {
      // the contract loads with the registration (the clock screen readies its key without one)
      const { deviceKeyEndpoints } = await import('../contract/device-key');
      const answer = await client.call(deviceKeyEndpoints.registerDeviceKey, {
        body: { publicKey: stored.publicKey },
      });
      // a second phone waits for the supervisor: asked again on the next visit until approved
      if (answer.status === 'pending') {
        gateKeyStore.approval = 'pending';
        return;
      }
      await storage.set(employeeId, { ...stored, registeredAt: answer.registeredAt });
      gateKeyStore.registered = true;
      gateKeyStore.approval = 'approved';
    } catch {
      // offline or refused: the next visit tries again
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Resolves once a running {@link prepareGateKey} is done (at once when none runs): a tap signs after it. */
export function gateKeySettled(): Promise<void> {
  return running ?? Promise.resolve();
}

/** Profil's "Minta pindah ke ponsel ini": asks the server again to make this phone the employee's device. */
export function forgetGateRegistration(): void {
  Object.assign(gateKeyStore, { registered: false, approval: null });
}

export function resetGateKey(): void {
  Object.assign(gateKeyStore, {
    status: 'idle',
    key: null,
    registered: false,
    approval: null,
    employeeId: null,
  });
}
