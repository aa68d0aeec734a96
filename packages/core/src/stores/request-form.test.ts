import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from './drafts';
import { leaveCategoriesStore, leaveRequestForm, loadLeaveCategories } from './leave-request';
import { overtimeRequestForm } from './overtime-request';
import { permissionRequestForm } from './permission-request';
import { remoteRequestForm } from './remote-request';
import type { PhotoStorage } from './request-form';
import { shiftRequestForm } from './shift-request';
import { fakeClient, memoryStorage, serverDown } from './test-client';

function memoryPhotos(): PhotoStorage & { map: Map<string, Blob[]> } {
  const map = new Map<string, Blob[]>();
  return {
    map,
    get: async (k) => map.get(k) ?? [],
    put: async (k, p) => void map.set(k, p),
    remove: async (k) => void map.delete(k),
  };
}

const lost = Object.assign(new Error('network'), { kind: 'network' });
const user = 17;
/** The leave form's name in its draft and photo keys (leave-request.ts). */
const LEAVE_FORM = 'leave-request';

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = memoryStorage();
});
afterEach(() => {
  for (const form of [
    leaveRequestForm,
    permissionRequestForm,
    remoteRequestForm,
    overtimeRequestForm,
    shiftRequestForm,
  ])
    form.reset();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

async function fillLeave() {
  await leaveRequestForm.restore(user, memoryPhotos());
  leaveRequestForm.setValues({
    category: 'ANNUAL',
    start: '2026-05-04',
    end: '2026-05-05',
    description: 'Mudik',
  });
}

describe('request forms: one store shape (createRequestForm)', () => {
  it('§5 leave: a rule failure sends nothing, keeps the values and names the message', async () => {
    const { client, calls } = fakeClient();
    await leaveRequestForm.restore(user);
    leaveRequestForm.setValues({
      description: 'Mudik',
      start: '2026-05-05',
      end: '2026-05-04',
      category: 'ANNUAL',
    });
    expect(await leaveRequestForm.submit(client, { fileAllowed: true })).toBe(false);
    expect(calls).toHaveLength(0);
    expect(leaveRequestForm.store.step).toBe('failed');
    expect(leaveRequestForm.store.failure).toEqual({ kind: 'rule', message: 'endDateBeforeStart' });
    expect(leaveRequestForm.store.values.description).toBe('Mudik');
    leaveRequestForm.setValues({ end: '2026-05-06' });
    expect(leaveRequestForm.store.step).toBe('editing');
  });

  it('exactly-once: a failed submit keeps everything, and the retry sends the same Idempotency-Key', async () => {
    const { client, calls } = fakeClient((id, n) => (id === 'leave.create' && n === 1 ? lost : { id: 1 }));
    await fillLeave();
    expect(await leaveRequestForm.submit(client, { fileAllowed: true })).toBe(false);
    expect(leaveRequestForm.store.failure?.kind).toBe('server');
    expect(leaveRequestForm.store.values).toMatchObject({ category: 'ANNUAL', description: 'Mudik' });
    expect(await leaveRequestForm.submit(client, { fileAllowed: true })).toBe(true);
    const keys = calls.filter((c) => c.id === 'leave.create').map((c) => c.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(leaveRequestForm.store.step).toBe('sent');
    expect(leaveRequestForm.store.values.description).toBe('');
    expect(leaveRequestForm.store.idempotency).toBeNull();
  });

  it('exactly-once: changed content after a failure gets a new key', async () => {
    const { client, calls } = fakeClient((id) => (id === 'leave.create' ? lost : {}));
    await fillLeave();
    await leaveRequestForm.submit(client, { fileAllowed: true });
    leaveRequestForm.setValues({ description: 'Mudik lebaran' });
    await leaveRequestForm.submit(client, { fileAllowed: true });
    const [first, second] = calls.map((c) => c.options?.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('exactly-once §5 remote: a retry of the same content sends the photo URL already uploaded, not a new one', async () => {
    // The real upload answers a random file name each time: a second upload would change the body under the key.
    const { client: base, calls } = fakeClient((id, n) =>
      id === 'attendance.remoteRequest' && n === 1 ? lost : {},
    );
    let uploads = 0;
    const client = {
      ...base,
      upload: async () => {
        uploads += 1;
        return { url: `/files/random-${uploads}.jpg` };
      },
    } as typeof base;
    const photos = memoryPhotos();
    await remoteRequestForm.restore(user, photos);
    remoteRequestForm.setValues({ date: '2026-05-04', description: 'Kunjungan' });
    await remoteRequestForm.setPhotos([new Blob(['p'])]);
    const fix = { fix: { lat: -6.2, long: 106.8 } };
    expect(await remoteRequestForm.submit(client, fix)).toBe(false);
    await remoteRequestForm.restore(user, photos); // a reload between the taps keeps the uploaded URL too
    expect(await remoteRequestForm.submit(client, fix)).toBe(true);
    const sent = calls.filter((c) => c.id === 'attendance.remoteRequest');
    expect(sent).toHaveLength(2);
    expect(uploads).toBe(1);
    expect(sent[1]?.input).toEqual(sent[0]?.input);
    expect(sent[1]?.options?.idempotencyKey).toBe(sent[0]?.options?.idempotencyKey);
    expect(remoteRequestForm.store.uploaded).toBeNull();
  });

  it('exactly-once §5 remote: a retry sends the location of the first tap, though the fix moved meanwhile', async () => {
    const { client, calls } = fakeClient((id, n) =>
      id === 'attendance.remoteRequest' && n === 1 ? lost : {},
    );
    await remoteRequestForm.restore(user);
    remoteRequestForm.setValues({ date: '2026-05-04', description: 'Kunjungan' });
    await remoteRequestForm.setPhotos([new Blob(['p'])]);
    await remoteRequestForm.submit(client, { fix: { lat: -6.2, long: 106.8 } });
    expect(await remoteRequestForm.submit(client, { fix: { lat: -6.20003, long: 106.80002 } })).toBe(true);
    const sent = calls.filter((c) => c.id === 'attendance.remoteRequest');
    expect(sent[1]?.input).toEqual(sent[0]?.input);
    expect(sent[1]?.input).toMatchObject({ body: { latitude: -6.2, longitude: 106.8 } });
    expect(remoteRequestForm.store.sentContext).toBeNull();
  });

  it('exactly-once: new photos after a failure upload again under a new key', async () => {
    const { client, calls, uploads } = fakeClient((id, n) => (id === 'leave.create' && n === 1 ? lost : {}));
    await fillLeave();
    await leaveRequestForm.setPhotos([new Blob(['a'])]);
    await leaveRequestForm.submit(client, { fileAllowed: true });
    await leaveRequestForm.setPhotos([new Blob(['a']), new Blob(['bb'])]);
    await leaveRequestForm.submit(client, { fileAllowed: true });
    expect(uploads).toEqual(['photo-1.jpg', 'photo-1.jpg', 'photo-2.jpg']);
    const [first, second] = calls.map((c) => c.options?.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('exactly-once: a second tap while sending does nothing', async () => {
    let release: (value: unknown) => void = () => {};
    const { client, calls } = fakeClient((id) =>
      id === 'leave.create' ? new Promise((resolve) => (release = resolve)) : {},
    );
    await fillLeave();
    const first = leaveRequestForm.submit(client, { fileAllowed: true });
    expect(await leaveRequestForm.submit(client, { fileAllowed: true })).toBe(false);
    // the send loads the leave contract first; release the create once it is under way
    await vi.waitFor(() => expect(calls.map((c) => c.id)).toContain('leave.create'));
    release({ id: 1 });
    expect(await first).toBe(true);
    expect(calls.filter((c) => c.id === 'leave.create')).toHaveLength(1);
  });

  it('draft: values and the key survive a reload (restore), the photos too; success clears all three', async () => {
    const photos = memoryPhotos();
    const { client, calls } = fakeClient((id, n) => (id === 'leave.create' && n === 1 ? lost : {}));
    await leaveRequestForm.restore(user, photos);
    leaveRequestForm.setValues({ category: 'SICK', description: 'Demam' });
    await leaveRequestForm.setPhotos([new Blob(['x'], { type: 'image/jpeg' })]);
    await leaveRequestForm.submit(client, { fileAllowed: true });
    const key = leaveRequestForm.store.idempotency?.key;
    expect(key).toEqual(expect.any(String));

    leaveRequestForm.reset(); // the page reloads
    await leaveRequestForm.restore(user, photos);
    expect(leaveRequestForm.store.values).toMatchObject({ category: 'SICK', description: 'Demam' });
    expect(leaveRequestForm.store.photos).toHaveLength(1);
    expect(leaveRequestForm.store.idempotency?.key).toBe(key);

    expect(await leaveRequestForm.submit(client, { fileAllowed: true })).toBe(true);
    expect(calls.filter((c) => c.id === 'leave.create').map((c) => c.options?.idempotencyKey)).toEqual([
      key,
      key,
    ]);
    leaveRequestForm.reset();
    await leaveRequestForm.restore(user, photos);
    expect(leaveRequestForm.store.values.description).toBe('');
    expect(leaveRequestForm.store.photos).toHaveLength(0);
    expect(photos.map.size).toBe(0);
  });

  it('draft: the photo storage is opened on a restore only when the draft counts waiting photos', async () => {
    const photos = memoryPhotos();
    const opened: string[] = [];
    const counting: PhotoStorage = {
      ...photos,
      get: (k) => {
        opened.push(k);
        return photos.get(k);
      },
    };
    await leaveRequestForm.restore(user, counting); // no draft: nothing waits, the storage stays shut
    expect(opened).toEqual([]);
    leaveRequestForm.setValues({ description: 'Demam' });
    leaveRequestForm.reset();
    await leaveRequestForm.restore(user, counting); // a draft of words only (0 photos)
    expect(opened).toEqual([]);
    expect(leaveRequestForm.store.values.description).toBe('Demam');
    await leaveRequestForm.setPhotos([new Blob(['x'], { type: 'image/jpeg' }), new Blob(['y'])]);
    leaveRequestForm.reset();
    await leaveRequestForm.restore(user, counting); // the draft counts 2
    expect(opened).toEqual([`${user}:${LEAVE_FORM}`]);
    expect(leaveRequestForm.store.photos).toHaveLength(2);
    await leaveRequestForm.setPhotos([]);
    leaveRequestForm.reset();
    await leaveRequestForm.restore(user, counting); // all taken away again: 0
    expect(opened).toHaveLength(1);
    // a draft saved before the count was kept: the storage is looked at
    saveDraft(user, LEAVE_FORM, { values: { description: 'Lama' }, idempotency: null });
    await photos.put(`${user}:${LEAVE_FORM}`, [new Blob(['z'])]);
    leaveRequestForm.reset();
    await leaveRequestForm.restore(user, counting);
    expect(opened).toHaveLength(2);
    expect(leaveRequestForm.store.photos).toHaveLength(1);
  });

  it('§3 leave: the photos upload first and their URLs go with the create call', async () => {
    const { client, calls, uploads } = fakeClient();
    await fillLeave();
    await leaveRequestForm.setPhotos([new Blob(['a']), new Blob(['b'])]);
    await leaveRequestForm.submit(client, { fileAllowed: true });
    expect(uploads).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    expect(calls[0]?.input).toEqual({
      body: {
        leaveCategory: 'ANNUAL',
        description: 'Mudik',
        startAt: '2026-05-04',
        endAt: '2026-05-05',
        photos: ['/files/photo-1.jpg', '/files/photo-2.jpg'],
      },
    });
  });

  it("§8 leave categories: a failed load says why (the server's message) and keeps the list; a retry fills it", async () => {
    const down = serverDown('leave.categories');
    const categories = [{ code: 'ANNUAL', name: 'Cuti Tahunan' }];
    const { client } = fakeClient((_id, n) => (n === 1 ? down : { categories }));
    expect(await loadLeaveCategories(client)).toBeNull();
    expect(leaveCategoriesStore).toMatchObject({
      status: 'failure',
      error: 'Server sedang gangguan',
      categories: [],
    });
    expect(await loadLeaveCategories(client)).toEqual(categories);
    expect(leaveCategoriesStore).toMatchObject({ status: 'success', error: null, categories });
  });

  it('§5 remote: no shift on the date is refused after the lookup, with the date in the message', async () => {
    const { client, calls } = fakeClient((id) => (id === 'attendance.scheduleByDate' ? null : {}));
    await remoteRequestForm.restore(user);
    remoteRequestForm.setValues({ date: '2026-05-04', description: 'Kunjungan' });
    await remoteRequestForm.setPhotos([new Blob(['p'])]);
    expect(await remoteRequestForm.submit(client, { fix: { lat: -6.2, long: 106.8 } })).toBe(false);
    expect(remoteRequestForm.store.failure).toMatchObject({ kind: 'rule', message: 'noShiftOnDate' });
    expect(calls.map((c) => c.id)).toEqual(['attendance.scheduleByDate']);
  });

  it('§5 remote: without location it asks for location & file; without a photo it asks for one', async () => {
    const { client } = fakeClient();
    await remoteRequestForm.restore(user);
    remoteRequestForm.setValues({ description: 'Kunjungan' });
    await remoteRequestForm.submit(client, { fix: null });
    expect(remoteRequestForm.store.failure).toEqual({ kind: 'rule', message: 'remotePermissions' });
    await remoteRequestForm.submit(client, { fix: { lat: 1, long: 1 } });
    expect(remoteRequestForm.store.failure).toEqual({ kind: 'rule', message: 'photoRequired' });
  });

  it("§3 permission: times go as HH:mm:ss on today's schedule with the location, and the key", async () => {
    const { client, calls } = fakeClient();
    await permissionRequestForm.restore(user);
    permissionRequestForm.setValues({ start: '09:00', end: '11:30', description: 'Ke dokter' });
    const ok = await permissionRequestForm.submit(client, { schedule: { id: 5 }, fix: { lat: 1, long: 2 } });
    expect(ok).toBe(true);
    expect(calls[0]?.input).toMatchObject({
      body: {
        scheduleId: 5,
        startTime: '09:00:00',
        endTime: '11:30:00',
        latitude: 1,
        longitude: 2,
        photo: null,
      },
    });
    expect(calls[0]?.options?.idempotencyKey).toEqual(expect.any(String));
  });

  it("§5 overtime: a workday needs the date's schedule; an offday sends without scheduleId", async () => {
    const { client, calls } = fakeClient((id) => (id === 'attendance.scheduleByDate' ? { id: 9 } : {}));
    await overtimeRequestForm.restore(user);
    overtimeRequestForm.setValues({ description: 'Stok opname' });
    await overtimeRequestForm.submit(client, { date: '2026-05-04', fileAllowed: true });
    expect(calls[1]?.input).toMatchObject({
      params: { overtimeType: 'workday' },
      body: { startAt: '2026-05-04T15:00:00+07:00', endAt: '2026-05-04T16:00:00+07:00', scheduleId: 9 },
    });
    overtimeRequestForm.setValues({ type: 'offday', description: 'Libur' });
    await overtimeRequestForm.submit(client, { date: '2026-05-04', fileAllowed: true });
    expect(calls[2]?.id).toBe('overtime.create');
    expect(calls[2]?.input).not.toHaveProperty('body.scheduleId');
  });

  it('§5 shift request: needs a shift and a pending approval entry', async () => {
    const { client, calls } = fakeClient();
    await shiftRequestForm.restore(user);
    await shiftRequestForm.submit(client, { approvalId: 3 });
    expect(shiftRequestForm.store.failure).toEqual({ kind: 'rule', message: 'shiftRequired' });
    shiftRequestForm.setValues({ shiftId: '2' });
    await shiftRequestForm.submit(client, { approvalId: null });
    expect(shiftRequestForm.store.failure).toEqual({ kind: 'rule', message: 'shiftNoApproval' });
    expect(await shiftRequestForm.submit(client, { approvalId: 3 })).toBe(true);
    expect(calls[0]?.input).toMatchObject({ body: { masterShiftId: 2, approvalId: 3 } });
  });
});
