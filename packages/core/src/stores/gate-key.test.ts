import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_QR_PASSPHRASE, decryptQrPayload } from '../qr';
import { signGateCode, verifyGateSignature } from '../qr/gate-code';
import {
  type GateKeyStorage,
  gateKeyStore,
  prepareGateKey,
  resetGateKey,
  type StoredGateKey,
} from './gate-key';

afterEach(resetGateKey);

const payload = {
  scheduleId: 5,
  subOrdinateId: 1,
  latitude: -6.2,
  longitude: 106.8,
  employeeName: 'Budi Santoso',
  shiftName: 'Shift Kantor',
  type: 'clock-in' as const,
};

function memory(): GateKeyStorage & { map: Map<number, StoredGateKey> } {
  const map = new Map<number, StoredGateKey>();
  return { map, get: async (id) => map.get(id), set: async (id, key) => void map.set(id, key) };
}

const answering = () => ({
  call: vi.fn(async () => ({ keyId: 'x', registeredAt: '2026-11-23T08:00:00+07:00' })),
});

describe('the phone gate key (docs/ARCHITECTURE.md "The gate code")', () => {
  it('first visit: makes a non-extractable key, keeps it, registers its public half once', async () => {
    const storage = memory();
    const client = answering();
    await prepareGateKey(client as never, 1, storage);
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: true });
    const stored = storage.map.get(1);
    expect(stored?.privateKey.extractable).toBe(false);
    expect(client.call).toHaveBeenCalledTimes(1);
    expect((client.call.mock.calls[0] as unknown[] | undefined)?.[1]).toEqual({
      body: { publicKey: stored?.publicKey },
    });
    // a code signed with it verifies against the registered public key
    const code = await signGateCode(payload, gateKeyStore.key as never, { passphrase: DEV_QR_PASSPHRASE });
    const read = decryptQrPayload(code, { passphrase: DEV_QR_PASSPHRASE });
    if (!read.ok) throw new Error('unreadable');
    expect(
      await verifyGateSignature(read.payload, { keyId: stored?.kid, publicKey: stored?.publicKey }),
    ).toBe(true);
    // next visit (a reload): the same key, no second registration
    resetGateKey();
    await prepareGateKey(client as never, 1, storage);
    expect(gateKeyStore.key?.kid).toBe(stored?.kid);
    expect(client.call).toHaveBeenCalledTimes(1);
  });

  it('a failed registration (offline) keeps the key and tries again next visit', async () => {
    const storage = memory();
    const offline = { call: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await prepareGateKey(offline as never, 1, storage);
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: false });
    const kid = gateKeyStore.key?.kid;
    resetGateKey();
    const client = answering();
    await prepareGateKey(client as never, 1, storage);
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: true });
    expect(gateKeyStore.key?.kid).toBe(kid);
  });

  it('register: false readies the key for signing with no call; the next registering call registers it once', async () => {
    const storage = memory();
    const client = answering();
    await prepareGateKey(client as never, 1, storage, { register: false });
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: false, approval: null });
    expect(gateKeyStore.key?.kid).toBe(storage.map.get(1)?.kid);
    expect(client.call).toHaveBeenCalledTimes(0);
    await prepareGateKey(client as never, 1, storage);
    expect(gateKeyStore).toMatchObject({ registered: true, approval: 'approved' });
    expect(client.call).toHaveBeenCalledTimes(1);
    expect(storage.map.get(1)?.registeredAt).toBe('2026-11-23T08:00:00+07:00');
  });

  it('a registration asked for while a run without one is under way (a tap as the screen opens) still registers', async () => {
    const storage = memory();
    const client = answering();
    const opening = prepareGateKey(client as never, 1, storage, { register: false });
    const tap = prepareGateKey(client as never, 1, storage);
    await Promise.all([opening, tap]);
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: true });
    expect(client.call).toHaveBeenCalledTimes(1);
    // and the other way round: a run without registration asked for during a registering one adds no call
    resetGateKey();
    const again = answering();
    await Promise.all([
      prepareGateKey(again as never, 2, storage),
      prepareGateKey(again as never, 2, storage, { register: false }),
    ]);
    expect(again.call).toHaveBeenCalledTimes(1);
  });

  it('a phone that cannot keep a key (no storage, or storage that drops it) is unsupported', async () => {
    await prepareGateKey(answering() as never, 1, null);
    expect(gateKeyStore.status).toBe('unsupported');
    resetGateKey();
    const dropping: GateKeyStorage = { get: async () => undefined, set: async () => undefined };
    await prepareGateKey(answering() as never, 1, dropping);
    expect(gateKeyStore.status).toBe('unsupported');
  });

  it('keeps the key in IndexedDB by default', async () => {
    const client = answering();
    await prepareGateKey(client as never, 7);
    expect(gateKeyStore).toMatchObject({ status: 'ready', registered: true });
    const kid = gateKeyStore.key?.kid;
    resetGateKey();
    await prepareGateKey(client as never, 7);
    expect(gateKeyStore.key?.kid).toBe(kid);
  });
});
