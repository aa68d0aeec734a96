/**
 * The gate code in the mock (docs/ARCHITECTURE.md "The gate code"; SPEC §3 QR payload and "Subordinate
 * employee", §5 'QR code is not valid!', §7 clock-in/subordinate): the id the phone puts in its code is the
 * id of the supervisor's subordinate list, keys are registered one device at a time, and a subordinate
 * clock-in that carries a code is checked again: forged 403, replayed 409, nothing recorded.
 */
import type { QrPayload } from '@upah/core/qr';
import { gateSubjectId } from '@upah/core/qr/gate-code';
import { gateKeyring } from '@upah/core/qr/gate-keyring';
import { describe, expect, it } from 'vitest';
import { PERSONAS, personaByKey } from '../personas';
import { directSubordinates } from '../state/queries';
import { personaCaller, testApp } from '../test-support';
import { toJakartaDate } from '../time';
import { GATE_MESSAGES } from './attendance/gate';
import { activePresence, scheduleOn } from './attendance/model';
import { profileOf } from './profile';

const IN = '/attendance/presence/clock-in/subordinate';
const OUT = '/attendance/presence/clock-out/subordinate';
const KEY = '/attendance/device-key';
const LIST = '/employee/profile/subordinate/direct';

interface ListEntry {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
  keyId?: string | null;
  publicKey?: string | null;
  keyChangedAt?: string | null;
}

function setup() {
  const server = testApp();
  const call = personaCaller(server.app);
  const list = async (who: 'supervisor' | 'hr' = 'supervisor') =>
    ((await call(who, 'GET', LIST)).data as { subordinates: ListEntry[] }).subordinates;
  return { server, call, list };
}

describe('§3 the code id is the subordinate list id', () => {
  it('for every supervisor persona, each subordinate profile gives the id of their entry in the list', async () => {
    const { server, list } = setup();
    const now = server.clock.now();
    const supervisors = PERSONAS.filter((p) => directSubordinates(server.state, p.employeeId).length > 0);
    expect(supervisors.map((p) => p.key).sort()).toEqual(['hr', 'supervisor']);
    for (const supervisor of supervisors) {
      const entries = await list(supervisor.key as 'supervisor' | 'hr');
      const byId = new Map(entries.map((e) => [e.id, e]));
      for (const employee of directSubordinates(server.state, supervisor.employeeId)) {
        // hr's seeded team has no pay period (they cannot log in); the profile's ids do not depend on it
        const withPeriod = { ...employee, ewaPeriodStart: employee.ewaPeriodStart || '2024-05-01' };
        const profile = profileOf(server.state, withPeriod, now);
        expect(byId.get(gateSubjectId(profile))?.name).toBe(profile.name);
      }
    }
  });

  it('as the phones see it: each persona under the supervisor logs in and its profile id is in the list', async () => {
    const { server, call, list } = setup();
    const entries = await list();
    const today = toJakartaDate(server.clock.now());
    const db = server.state.domains.attendance;
    const team = PERSONAS.filter((p) => server.state.employees.get(p.employeeId)?.supervisorId === 2);
    // at least four subordinates with logins, each with a shift today and no presence yet
    expect(team.length).toBeGreaterThanOrEqual(4);
    for (const p of team) {
      const profile = (await call(p.key, 'GET', '/employee/profile/current')).data as {
        pkID: number;
        employeeID: number;
      };
      const entry = entries.find((e) => e.id === gateSubjectId(profile));
      expect(entry?.name).toBe(p.name);
      const schedule = scheduleOn(db, p.employeeId, today);
      expect(schedule?.id).toBe(entry?.scheduleId);
      expect(activePresence(db, schedule?.id ?? 0)).toBeUndefined();
    }
  });
});

describe('gate keys and signed subordinate presences', () => {
  const keys = gateKeyring();

  async function register(
    call: ReturnType<typeof setup>['call'],
    who: 'employee' | 'gate-1',
    publicKey: string,
  ) {
    return call(who, 'POST', KEY, { publicKey });
  }

  async function scenario() {
    const s = setup();
    const employee = personaByKey('employee');
    const key = await keys.keyOf(employee.employeeId);
    expect((await register(s.call, 'employee', key.publicKey)).status).toBe(200);
    const entry = (await s.list()).find((e) => e.id === employee.employeeId);
    if (!entry?.scheduleId) throw new Error('the employee has no shift today');
    const payload: QrPayload = {
      scheduleId: entry.scheduleId,
      subOrdinateId: entry.id,
      latitude: -6.2,
      longitude: 106.8,
      employeeName: entry.name,
      shiftName: entry.shiftName ?? '',
      type: 'clock-in',
    };
    const now = s.server.clock.now().getTime();
    const body = (qrCode: string, over: Record<string, unknown> = {}) => ({
      subordinateId: entry.id,
      scheduleId: entry.scheduleId,
      latitude: -6.2,
      longitude: 106.8,
      presenceType: 'qr',
      qrCode,
      clockIn: '2024-05-15T09:00:00+07:00',
      ...over,
    });
    return { ...s, entry, payload, now, body };
  }

  it('registering a first key puts it on the list; a second phone waits for the supervisor, who approves it; every change is logged', async () => {
    const { server, call, list, entry } = await scenario();
    expect(entry.keyId).toBe((await keys.keyOf(1)).kid);
    expect(entry.publicKey).toBe((await keys.keyOf(1)).publicKey);
    expect(entry.keyChangedAt).toBe('2024-05-15T09:00:00+07:00');
    const again = await register(call, 'employee', (await keys.keyOf(1)).publicKey);
    expect(again.data).toMatchObject({
      keyId: entry.keyId,
      registeredAt: '2024-05-15T09:00:00+07:00',
      status: 'approved',
    });
    const next = await keys.keyOf(1001);
    const asked = await register(call, 'employee', next.publicKey);
    expect(asked.data).toMatchObject({ keyId: next.kid, status: 'pending' });
    // the approved phone stays until the supervisor decides
    expect((await list()).find((e) => e.id === 1)?.keyId).toBe(entry.keyId);
    const queue = await call('supervisor', 'GET', '/attendance/device/direct-subordinate?status=pending');
    const ask = (queue.data as { devices: { id: number; keyId: string; employeeId: number }[] }).devices.find(
      (d) => d.keyId === next.kid,
    );
    expect(ask?.employeeId).toBe(1);
    expect((await call('supervisor', 'POST', `/attendance/device/${ask?.id}/approve`)).status).toBe(200);
    expect((await list()).find((e) => e.id === 1)?.keyId).toBe(next.kid);
    expect(server.state.domains.attendance.gate.log.map((l) => l.keyId)).toEqual([entry.keyId, next.kid]);
    expect((await register(call, 'employee', 'not-a-key')).status).toBe(400);
  });

  it('§7 a genuine code is recorded once; the same code again is 409 whatever the Idempotency-Key', async () => {
    const { call, payload, now, body, server, entry } = await scenario();
    const code = await keys.sign(payload, { now });
    const first = await call('supervisor', 'POST', IN, body(code), { 'Idempotency-Key': 'a' });
    expect(first.status).toBe(200);
    // the same key replays the first answer (a lost answer retried by the queue)
    expect((await call('supervisor', 'POST', IN, body(code), { 'Idempotency-Key': 'a' })).status).toBe(200);
    const db = server.state.domains.attendance;
    const presence = activePresence(db, entry.scheduleId ?? 0);
    expect(presence?.presenceType).toBe('qr');
    // clock-out with the clock-in code replayed is refused; with its own code it passes
    const replay = await call(
      'supervisor',
      'POST',
      OUT,
      body(code, { clockIn: undefined, clockOut: '2024-05-15T17:00:00+07:00' }),
      { 'Idempotency-Key': 'b' },
    );
    expect(replay.status).toBe(403); // the code says clock-in
    const outCode = await keys.sign({ ...payload, type: 'clock-out' }, { now: now + 1000 });
    const outBody = body(outCode, { clockIn: undefined, clockOut: '2024-05-15T17:00:00+07:00' });
    expect((await call('supervisor', 'POST', OUT, outBody, { 'Idempotency-Key': 'c' })).status).toBe(200);
    const twice = await call('supervisor', 'POST', OUT, outBody, { 'Idempotency-Key': 'd' });
    expect(twice.status).toBe(409);
  });

  it("§5 forged codes answer 403 'QR code is not valid!' and record nothing", async () => {
    const { call, payload, now, body, server, entry } = await scenario();
    const db = server.state.domains.attendance;
    const forgeries = [
      await keys.sign(payload, { now, signer: 4242 }), // another phone's key
      await keys.sign(payload, { now, passphrase: 'other' }), // another passphrase
      (await import('@upah/core/qr')).encryptQrPayload(payload, {
        passphrase: (await import('@upah/core/qr')).DEV_QR_PASSPHRASE,
        now,
      }), // passphrase only
    ];
    for (const [i, code] of forgeries.entries()) {
      const answer = await call('supervisor', 'POST', IN, body(code), { 'Idempotency-Key': `f${i}` });
      expect(answer.status).toBe(403);
      expect(answer.message).toBe(GATE_MESSAGES.forged);
    }
    // a genuine code of someone else, sent for this employee
    const other = await keys.sign({ ...payload, scheduleId: (payload.scheduleId as number) + 1 }, { now });
    const mismatch = await call('supervisor', 'POST', IN, body(other), { 'Idempotency-Key': 'm' });
    expect(mismatch.status).toBe(403);
    expect(activePresence(db, entry.scheduleId ?? 0)).toBeUndefined();
  });
});
