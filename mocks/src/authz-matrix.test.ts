/**
 * §6 roles and hierarchy, §8 401/403: the authz matrix. Every endpoint of the contract × every kind of caller,
 * run in-process against the mock, answers what the endpoint's `access` declares (packages/core/src/contract/endpoint.ts):
 * - no token, a forged token, an expired token → 401 on every call that is not public;
 * - a module the caller's company or account has off → 403;
 * - a call that names another employee's record (path ids, query ids and body ids) → 404, exactly as an unknown id
 *   (OWASP ASVS 5.0 V8.2.2: the API never tells whether a record exists), never 2xx: the record is always picked so
 *   that the caller neither owns it nor is its employee's direct supervisor; in a production project the caller
 *   is not part of → 404, with a role that may not do the action → 403;
 * - everything the caller may do → neither 401 nor 403;
 * and never a 5xx. The inputs are otherwise valid, so a refusal comes from the access check, not from validation.
 */
import { allEndpoints, type Endpoint } from '@upah/core/contract';
import { describe, expect, it } from 'vitest';
import { roleOf } from './domains/production/machine';
import { type PersonaKey, personaByKey } from './personas';
import type { ModuleName } from './state/queries';
import { moduleAllowed } from './state/queries';
import { createSession } from './state/sessions';
import type { Employee, MockState } from './state/types';
import { callJson, phoneFor, testApp, uploadAs } from './test-support';

const POS = { latitude: -6.208763, longitude: 106.845599 };
const TODAY = '2024-05-15';
const NOW_ISO = '2024-05-15T09:00:00+07:00';

type Input = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
type Verdict = 'allowed' | 'denied';
interface Cell {
  input: Input;
  verdict: Verdict;
  /** what the row names, for the failure message */
  about: string;
}

interface Caller {
  name: string;
  /** the signed-in employee (undefined for the token-less callers) */
  user?: Employee;
  token?: string;
}

interface Owned {
  id: number;
  employeeId: number;
  status?: string;
}

function supervisorOf(state: MockState, employeeId: number): number | null {
  return state.employees.get(employeeId)?.supervisorId ?? null;
}

/**
 * A record of someone else: not the caller's own, and (for supervisor calls) not of a direct subordinate of the
 * caller. Pending records of the caller's own company first, so hierarchy, not the company line, is what refuses.
 */
function foreign<R extends Owned>(
  state: MockState,
  records: Iterable<R>,
  caller: Employee,
  relation: 'owner' | 'supervisor',
  extra: (r: R) => boolean = () => true,
): R {
  const candidates = [...records].filter(
    (r) =>
      r.employeeId !== caller.id &&
      (relation === 'owner' || supervisorOf(state, r.employeeId) !== caller.id) &&
      extra(r),
  );
  const score = (r: R) =>
    (state.employees.get(r.employeeId)?.companyId === caller.companyId ? 0 : 2) +
    (r.status === undefined || r.status === 'pending' ? 0 : 1) +
    ((r as { clockOut?: unknown }).clockOut ? 1 : 0);
  candidates.sort((a, b) => score(a) - score(b) || a.id - b.id);
  const found = candidates[0];
  if (!found) throw new Error(`no foreign record for ${caller.name}`);
  return found;
}

/** The callers of the matrix: token-less ones, then one per persona kind the access rules tell apart. */
function callers(state: MockState, nowMs: number, ttlSeconds: number): Caller[] {
  const session = (e: Employee, at = nowMs) => createSession(state, e.id, at, ttlSeconds).token;
  const persona = (key: PersonaKey) => {
    const e = state.employees.get(personaByKey(key).employeeId);
    if (!e) throw new Error(`no persona ${key}`);
    return e;
  };
  const employee = persona('employee');
  const supervisor = persona('supervisor');
  const hr = persona('hr');
  // A supervisor of someone else: a supervisor of the main company who supervises neither persona above.
  const otherSupervisor = [...state.employees.values()].find(
    (e) =>
      e.companyId === employee.companyId &&
      e.id !== supervisor.id &&
      e.id !== hr.id &&
      e.id !== employee.supervisorId &&
      [...state.employees.values()].some((s) => s.supervisorId === e.id),
  );
  if (!otherSupervisor) throw new Error('no other supervisor in the seed');
  const as = (name: string, user: Employee): Caller => ({ name, user, token: session(user) });
  return [
    { name: 'no token' },
    { name: 'forged token', token: `mock.${'f'.repeat(48)}` },
    {
      name: 'expired token',
      user: employee,
      token: session(employee, nowMs - (ttlSeconds + 60) * 1000),
    },
    as('employee', employee),
    as("another company's employee", persona('wallet')),
    as('supervisor', supervisor),
    as('supervisor of someone else', otherSupervisor),
    as('hr', hr),
    as('operator', persona('operator')),
    as('worker', persona('worker')),
    as('checker', persona('checker')),
    as('manager', persona('manager')),
    as('modules-off', persona('modules-off')),
  ];
}

/** Inputs of the calls that name a record, built for one caller from records that are not theirs. */
function objectCells(state: MockState, e: Endpoint, user: Employee): Cell[] | undefined {
  try {
    return objectCellsOf(state, e, user);
  } catch (error) {
    throw new Error(`${e.id}: ${String(error)}`);
  }
}

function objectCellsOf(state: MockState, e: Endpoint, user: Employee): Cell[] | undefined {
  const { attendance, leave, permission, overtime, shift, loan, production, correction } = state.domains;
  const evidence = '/files/00000000-0000-4000-8000-000000000000.jpg';
  const mine =
    (relation: 'owner' | 'supervisor') => (records: Iterable<Owned>, extra?: (r: Owned) => boolean) =>
      foreign(state, records, user, relation, extra);
  const owned = mine('owner');
  const supervised = mine('supervisor');
  const denied = (input: Input, about: string): Cell[] => [{ input, verdict: 'denied', about }];
  const schedule = (relation: 'owner' | 'supervisor') =>
    foreign(
      state,
      attendance.schedules.values(),
      user,
      relation,
      (s) => (s as { date?: string }).date === TODAY,
    ) as unknown as {
      id: number;
      employeeId: number;
      date: string;
    };
  const presences = [...attendance.presences.values()];
  const reason = { rejectReason: 'Tidak sesuai jadwal' };

  switch (e.id) {
    case 'attendance.clockIn': {
      const s = schedule('owner');
      return denied(
        { body: { scheduleId: s.id, ...POS, photo: evidence } },
        `schedule ${s.id} of ${s.employeeId}`,
      );
    }
    case 'attendance.clockOut': {
      const p = owned(presences, (r) => {
        const x = r as (typeof presences)[number];
        return x.clockIn !== null;
      });
      return denied({ body: { presenceId: p.id, ...POS } }, `presence ${p.id} of ${p.employeeId}`);
    }
    case 'attendance.remoteRequest': {
      const s = schedule('owner');
      return denied(
        {
          body: {
            scheduleId: s.id,
            requestedDate: s.date,
            description: 'Bekerja dari rumah',
            ...POS,
            photo: evidence,
          },
        },
        `schedule ${s.id} of ${s.employeeId}`,
      );
    }
    case 'attendance.remoteCancel': {
      const p = owned(presences, (r) => (r as (typeof presences)[number]).presenceType === 'remote');
      return denied({ params: { id: p.id } }, `remote ${p.id} of ${p.employeeId}`);
    }
    case 'permission.create': {
      const s = schedule('owner');
      return denied(
        {
          body: {
            scheduleId: s.id,
            startTime: '10:00:00',
            endTime: '11:00:00',
            description: 'Ke dokter',
            ...POS,
            photo: null,
          },
        },
        `schedule ${s.id} of ${s.employeeId}`,
      );
    }
    case 'correction.create': {
      const s = schedule('owner');
      return denied(
        {
          body: {
            scheduleId: s.id,
            clockIn: null,
            clockOut: NOW_ISO,
            reason: 'Lupa absen keluar',
            photo: null,
          },
        },
        `schedule ${s.id} of ${s.employeeId}`,
      );
    }
    case 'overtime.create': {
      const s = schedule('owner');
      return denied(
        {
          params: { overtimeType: 'workday' },
          body: {
            startAt: '2024-05-15T17:00:00+07:00',
            endAt: '2024-05-15T19:00:00+07:00',
            description: 'Lembur stok',
            photos: [],
            scheduleId: s.id,
          },
        },
        `schedule ${s.id} of ${s.employeeId}`,
      );
    }
    case 'shift.request': {
      const a = owned(shift.approvals.values());
      const masterShiftId = attendance.masterShifts.find((m) => m.companyId === user.companyId)?.id ?? 1;
      return denied(
        { body: { masterShiftId, desc: 'Tukar shift', approvalId: a.id, date: TODAY } },
        `approval ${a.id} of ${a.employeeId}`,
      );
    }
    case 'permission.cancel':
    case 'leave.cancel':
    case 'overtime.cancel':
    case 'correction.cancel': {
      const table = { permission, leave, overtime, correction }[
        e.id.split('.')[0] as 'permission' | 'leave' | 'overtime' | 'correction'
      ];
      const r = owned(table.requests.values());
      return denied({ params: { id: r.id } }, `request ${r.id} of ${r.employeeId}`);
    }
    case 'loan.view':
    case 'loan.cancel':
    case 'loan.updateAttachment': {
      const l = owned(loan.loans.values());
      const body = e.id === 'loan.updateAttachment' ? { attachment: evidence } : undefined;
      return denied({ params: { id: l.id }, body }, `loan ${l.id} of ${l.employeeId}`);
    }
    case 'attendance.subordinateClockIn':
    case 'attendance.subordinateClockOut': {
      const s = schedule('supervisor');
      const at = e.id.endsWith('In') ? { clockIn: NOW_ISO } : { clockOut: NOW_ISO };
      return denied(
        {
          body: {
            subordinateId: s.employeeId,
            scheduleId: s.id,
            ...POS,
            photo: null,
            presenceType: 'manual',
            ...at,
          },
        },
        `employee ${s.employeeId} (supervisor ${supervisorOf(state, s.employeeId)})`,
      );
    }
    case 'device.approve':
    case 'device.reject': {
      const ask = supervised(attendance.gate.requests.values());
      return denied(
        { params: { id: ask.id }, body: e.id.endsWith('reject') ? reason : undefined },
        `device ask ${ask.id} of ${ask.employeeId}`,
      );
    }
    case 'attendance.presenceApprove':
    case 'attendance.presenceReject':
    case 'attendance.presenceApproveBulk': {
      const p = supervised(presences);
      if (e.id.endsWith('Bulk'))
        return denied({ body: { id: [p.id] } }, `presence ${p.id} of ${p.employeeId}`);
      return denied(
        { params: { id: p.id }, body: e.id.endsWith('Reject') ? reason : undefined },
        `presence ${p.id} of ${p.employeeId}`,
      );
    }
    case 'permission.approve':
    case 'permission.reject':
    case 'permission.approveBulk':
    case 'leave.approve':
    case 'leave.reject':
    case 'leave.approveBulk':
    case 'overtime.approve':
    case 'overtime.reject':
    case 'overtime.approveBulk':
    case 'correction.approve':
    case 'correction.reject':
    case 'correction.approveBulk': {
      const domain = e.id.split('.')[0] as 'permission' | 'leave' | 'overtime' | 'correction';
      const r = supervised({ permission, leave, overtime, correction }[domain].requests.values());
      const about = `${domain} ${r.id} of ${r.employeeId}`;
      const byId = domain === 'permission' || domain === 'correction';
      if (e.id.endsWith('Bulk'))
        return denied({ body: byId ? { id: [r.id] } : { requestIds: [r.id] } }, about);
      return denied({ params: { id: r.id }, body: e.id.endsWith('reject') ? reason : undefined }, about);
    }
    case 'recap.member': {
      // a month recap of an employee who is not the caller's direct subordinate
      const other = supervised([...state.employees.values()].map((x) => ({ id: x.id, employeeId: x.id })));
      return denied(
        { query: { month: '2024-05', subordinateId: String(other.employeeId) } },
        `employee ${other.employeeId}`,
      );
    }
    case 'team.leaveBalance': {
      // the caller's own balance, and someone's who is neither the caller nor a direct subordinate
      const other = [...state.employees.values()]
        .filter((x) => x.id !== user.id && x.supervisorId !== user.id)
        .sort(
          (a, b) =>
            Number(a.companyId !== user.companyId) - Number(b.companyId !== user.companyId) || a.id - b.id,
        )[0];
      if (!other) throw new Error('no foreign employee');
      return [
        { input: {}, verdict: 'allowed', about: 'own balance' },
        {
          input: { query: { subordinateId: String(other.id) } },
          verdict: 'denied',
          about: `balance of ${other.id}`,
        },
      ];
    }
    default:
      break;
  }

  if (e.access.who !== 'production') return undefined;
  // Production calls: one cell per project, allowed exactly when the caller holds a permitted role in it.
  return production.projects.map((project) => {
    const role = roleOf(project, user.id);
    const allowed =
      moduleAllowed(state, user, 'production') &&
      role !== undefined &&
      (e.access.roles === undefined || e.access.roles.includes(role));
    const log =
      production.logs.find((l) => l.projectId === project.id && l.entries.length > 0) ??
      production.logs.find((l) => l.projectId === project.id);
    if (!log) throw new Error(`no production log in project ${project.id}`);
    const entry = log.entries[0];
    const memberId = project.groups.find((g) => g.name === log.groupName)?.members[0]?.memberId ?? 1;
    const entryBody = {
      productionLogId: log.id,
      additionalInformation: [],
      memberValues: [{ memberId, value: 1 }],
    };
    const inputs: Record<string, Input> = {
      'production.groups': { params: { projectId: project.id, date: log.productionDate } },
      'production.detail': {
        params: {
          projectId: project.id,
          date: log.productionDate,
          itemId: log.itemId,
          groupName: log.groupName,
        },
      },
      'production.generate': { body: { projectId: project.id, productionDate: TODAY } },
      'production.history': { params: { id: log.id } },
      'production.inputCreate': { body: entryBody },
      'production.inputUpdate': { params: { id: entry?.id ?? 1 }, body: entryBody },
      'production.inputApprove': { params: { id: entry?.id ?? 1 } },
      'production.inputReject': { params: { id: entry?.id ?? 1 }, body: reason },
      'production.inputDelete': { params: { id: entry?.id ?? 1 } },
      'production.submitToChecker': { params: { id: log.id } },
      'production.submitToManager': { params: { id: log.id } },
      'production.submitToHr': { params: { id: log.id } },
    };
    const input = inputs[e.id];
    if (!input) throw new Error(`no matrix input for ${e.id}`);
    return {
      input,
      verdict: allowed ? 'allowed' : 'denied',
      about: `project ${project.id} as ${role ?? 'no role'}`,
    };
  });
}

/** Inputs of calls on the caller's own data (no record of anyone else named). */
const OWN_INPUTS: Record<string, Input> = {
  'auth.login': { body: { phoneNumber: '+6281100000001', password: 'salah-sekali' } },
  'auth.claimSendOtp': { body: { phoneNumber: '+6281100000015' } },
  'auth.claimVerifyOtp': { body: { phoneNumber: '+6281100000015', otpCode: '000000' } },
  'auth.resetPassword': { params: { token: 'tidak-ada' }, body: { newPassword: 'rahasia789' } },
  'auth.forgotSendOtp': { body: { countryCode: '+62', phoneNumber: '81100000003' } },
  'auth.forgotVerifyOtp': { body: { otpCode: '000000', token: 'tidak-ada' } },
  'auth.changePassword': { body: { oldPassword: 'bukan-password', newPassword: 'rahasia789' } },
  'bank.updateBankDefault': { body: { bankCode: 'BCA', bankAccountNumber: '1234567890' } },
  'ewa.wageCheck': { body: { amount: 100_000 } },
  'ewa.wageRequestCreate': { body: { amount: 100_000, description: 'Biaya sekolah' } },
  'ewa.walletWithdraw': { body: { amount: 100_000, description: 'Biaya sekolah' } },
  'ewa.wageHistory': { query: { page: '1', size: '10' } },
  'workPolicy.update': { body: { lateToleranceMinutes: 5 } },
  'calendar.year': { query: { year: '2026' } },
  'calendar.addDay': { body: { date: '2026-10-15', name: 'Ulang tahun perusahaan' } },
  'calendar.removeDay': { params: { date: '2026-10-15' } },
  'attendance.scheduleByDate': { query: { requestedDate: TODAY } },
  // the caller's own phone key, of the right form but not a point on P-256: an allowed caller gets 400 after the
  // access checks
  'attendance.registerDeviceKey': { body: { publicKey: 'A'.repeat(87) } },
  'attendance.presenceHistoryMy': { query: { page: '1', size: '10' } },
  'attendance.presenceHistorySubordinate': { query: { page: '1', size: '10' } },
  'permission.historyMy': { query: { page: '1', size: '10' } },
  'permission.historySubordinate': { query: { page: '1', size: '10' } },
  'leave.create': {
    body: {
      leaveCategory: 'CT',
      description: 'Cuti tahunan',
      startAt: '2024-06-03',
      endAt: '2024-06-04',
      photos: [],
    },
  },
  'leave.historyMy': { query: { page: '1', size: '10' } },
  'leave.historySubordinate': { query: { page: '1', size: '10' } },
  'overtime.historyMy': { query: { page: '1', size: '10' } },
  'correction.historyMy': { query: { page: '1', size: '10' } },
  'correction.historySubordinate': { query: { page: '1', size: '10' } },
  // a month with nothing on it: closing it changes no other cell's answer
  'monthClose.close': { body: { month: '2024-01' } },
  'monthClose.reopen': { body: { month: '2024-01', reason: 'Salah tutup' } },
  'overtime.historySubordinate': { query: { page: '1', size: '10' } },
  'shift.shiftByDate': { query: { date: TODAY } },
  'loan.draft': { query: { loanType: 'cash', amount: '1000000', installmentLength: '3' } },
  'loan.create': {
    body: {
      loanType: 'cash',
      amount: 1_000_000,
      bankAccountNumber: '1234567890',
      bankCode: 'BCA',
      installmentLength: 3,
    },
  },
  'loan.history': { query: { page: '1', size: '10' } },
  'upload.base64': {
    body: { image: 'data:image/png;base64,iVBORw0KGgo=', location: 'test', randomFilename: true },
  },
  'geo.reverseGeocode': { query: { lat: String(POS.latitude), long: String(POS.longitude) } },
  'recap.team': { query: { month: '2024-05', page: '1', size: '10' } },
  'recap.self': { query: { month: '2024-05' } },
  'team.day': { query: { date: TODAY } },
  'team.off': { query: { from: TODAY, to: '2024-05-31' } },
};

/** Body keys that name a record (`scheduleId`, `presenceId`, `id: [..]`, `requestIds`, …). */
function namesRecord(e: Endpoint): boolean {
  const shape = (e.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def
    ?.shape;
  const bodyIds = Object.keys(shape ?? {}).some((k) => /(^id$|Id$|Ids$)/.test(k));
  // a reset token and a date of the caller's own company calendar name nobody's record
  return (
    bodyIds || (e.params !== undefined && e.id !== 'auth.resetPassword' && e.id !== 'calendar.removeDay')
  );
}

function cellsFor(state: MockState, e: Endpoint, caller: Caller): Cell[] {
  const user = caller.user;
  const tokenOk =
    caller.name !== 'no token' && caller.name !== 'forged token' && caller.name !== 'expired token';
  const object = user ? objectCells(state, e, user) : undefined;
  const fallback: Input = OWN_INPUTS[e.id] ?? {};
  if (e.access.who === 'public') return [{ input: fallback, verdict: 'allowed', about: 'public' }];
  if (!tokenOk || !user) {
    const input = object?.[0]?.input ?? fallback;
    return [{ input, verdict: 'denied', about: caller.name }];
  }
  const moduleOn = e.access.module ? moduleAllowed(state, user, e.access.module as ModuleName) : true;
  if (e.access.who === 'hr') {
    const allowed = moduleOn && user.isHr;
    return [{ input: fallback, verdict: allowed ? 'allowed' : 'denied', about: user.isHr ? 'hr' : 'not hr' }];
  }
  if (object)
    return object.map((c) => (moduleOn ? c : { ...c, verdict: 'denied', about: `${c.about}, module off` }));
  return [
    {
      input: fallback,
      verdict: moduleOn ? 'allowed' : 'denied',
      about: moduleOn ? 'own data' : 'module off',
    },
  ];
}

/**
 * Records the seed lacks for every caller, made the way the phone makes them: a remote request and an open
 * clock-in of two employees of the main company who are neither each other's supervisor nor the same person.
 */
async function seedOthersRecords(server: ReturnType<typeof testApp>, nowMs: number, ttl: number) {
  const { state } = server;
  for (const key of ['supervisor', 'operator'] as const) {
    const id = personaByKey(key).employeeId;
    const token = createSession(state, id, nowMs, ttl).token;
    const schedules = [...state.domains.attendance.schedules.values()].filter((x) => x.employeeId === id);
    const today = schedules.find((x) => x.date === TODAY);
    const later = schedules.find((x) => x.date > TODAY);
    if (!today || !later) throw new Error(`no schedules for ${key}`);
    const remote = await callJson(server.app, 'POST', '/attendance/presence/remote/request', {
      token,
      body: {
        scheduleId: later.id,
        requestedDate: later.date,
        description: 'Bekerja dari rumah',
        ...POS,
        photo: await uploadAs(server.app, token),
      },
    });
    const phone = await phoneFor(server, token);
    const clockIn = await callJson(server.app, 'POST', '/attendance/presence/clock-in', {
      token,
      body: await phone.signIn({ scheduleId: today.id, ...POS, photo: await uploadAs(server.app, token) }),
    });
    // a second phone's ask, waiting for the employee's supervisor
    const second = await phoneFor(server, token, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0');
    if (remote.status !== 200 || clockIn.status !== 200 || second.registered.status !== 'pending')
      throw new Error(
        `seeding ${key}: remote ${remote.status} ${remote.message}, clock-in ${clockIn.status} ${clockIn.message}`,
      );
  }
  // and one of the supervisor's subordinate, so every caller has someone else's ask to try
  const gate = createSession(state, personaByKey('gate-1').employeeId, nowMs, ttl).token;
  await phoneFor(server, gate);
  await phoneFor(
    server,
    gate,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Safari/604.1',
  );
}

async function send(app: ReturnType<typeof testApp>['app'], e: Endpoint, caller: Caller, input: Input) {
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? 1)),
  );
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  if (e.bodyType === 'multipart') {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), 'a.jpg');
    form.set('location', 'test');
    const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
    const res = await app.request(`${path}${query}`, { method: e.method, headers, body: form });
    return { status: res.status, body: await res.text() };
  }
  return callJson(app, e.method, `${path}${query}`, { token: caller.token, body: input.body });
}

describe('§6 authz matrix: every endpoint × every caller answers what its access declares', () => {
  it('§6 the team views show each caller their direct subordinates only (hr and supervisor their own; others none)', async () => {
    const server = testApp({ tokenTtlSeconds: 3600 });
    const { app, state } = server;
    const nowMs = server.clock.now().getTime();
    // every pending leave moved into the period, so the off list has people of every team to leave out
    for (const l of state.domains.leave.requests.values()) {
      if (l.status === 'pending') {
        l.startAt = TODAY;
        l.endAt = TODAY;
      }
    }
    const signedIn = callers(state, nowMs, server.ctx.config.tokenTtlSeconds).filter(
      (c) => c.user && c.name !== 'expired token',
    );
    expect(signedIn.length).toBeGreaterThan(5);
    let shown = 0;
    for (const caller of signedIn) {
      const user = caller.user as Employee;
      const mine = (id: number) => state.employees.get(id)?.supervisorId === user.id;
      const day = await callJson(app, 'GET', `/attendance/team/day?date=${TODAY}`, { token: caller.token });
      const off = await callJson(app, 'GET', `/attendance/team/off?from=${TODAY}&to=${TODAY}`, {
        token: caller.token,
      });
      if (!moduleAllowed(state, user, 'attendance')) {
        expect([day.status, off.status], caller.name).toEqual([403, 403]);
        continue;
      }
      const members = (day.data as { members: { subordinateId: number }[] }).members;
      const offIds = (off.data as { off: { subordinateId: number }[] }).off.map((o) => o.subordinateId);
      expect(
        members.every((m) => mine(m.subordinateId)),
        caller.name,
      ).toBe(true);
      expect(offIds.every(mine), caller.name).toBe(true);
      expect(members.length, caller.name).toBe(
        [...state.employees.values()].filter((x) => mine(x.id)).length,
      );
      shown += members.length + offIds.length;
    }
    expect(shown).toBeGreaterThan(300);
  }, 120_000);

  it('§6 every call that names a record has inputs built from someone else’s records', async () => {
    const server = testApp();
    const { state, clock, ctx } = server;
    await seedOthersRecords(server, clock.now().getTime(), ctx.config.tokenTtlSeconds);
    const employee = state.employees.get(personaByKey('employee').employeeId);
    if (!employee) throw new Error('no employee persona');
    const naming = allEndpoints.filter(namesRecord);
    expect(naming.length).toBeGreaterThan(30);
    for (const e of naming) {
      expect(['owner', 'supervisor', 'production'], `${e.id} names a record`).toContain(e.access.who);
      expect(objectCells(state, e, employee), `${e.id} has object-level inputs`).toBeDefined();
    }
  }, 60_000);

  it('§6 §8 zero unexpected 2xx, zero 5xx: 401 without a valid token, 403 with a module off or a wrong role, 404 on others’ records', async () => {
    const server = testApp({ tokenTtlSeconds: 3600 });
    const { app, state } = server;
    const nowMs = server.clock.now().getTime();
    await seedOthersRecords(server, nowMs, server.ctx.config.tokenTtlSeconds);
    const all = callers(state, nowMs, server.ctx.config.tokenTtlSeconds);
    const problems: string[] = [];
    const tally = { cells: 0, allowed: 0, denied: 0, byStatus: new Map<number, number>() };
    for (const e of allEndpoints) {
      for (const caller of all) {
        for (const cell of cellsFor(state, e, caller)) {
          const answer = await send(app, e, caller, cell.input);
          const s = answer.status;
          tally.cells += 1;
          tally[cell.verdict] += 1;
          tally.byStatus.set(s, (tally.byStatus.get(s) ?? 0) + 1);
          const where = `${e.id} as ${caller.name} (${cell.about}) → ${s} ${JSON.stringify(answer.body).slice(0, 160)}`;
          if (s >= 500) problems.push(`5xx: ${where}`);
          else if (cell.verdict === 'allowed' && (s === 401 || s === 403)) problems.push(`refused: ${where}`);
          else if (cell.verdict === 'denied') {
            const tokenless = !caller.user || caller.name === 'expired token';
            // a wrong role in a project the caller is part of is 403; anything the caller may not see is 404
            const roleRefusal = /^project \d+ as (?!no role)/.test(cell.about);
            // a call only HR may make (the work policy, the calendar, month close): 403 for anyone else
            const notHr = cell.about === 'not hr';
            const want = tokenless
              ? [401]
              : cell.about.endsWith('module off') || roleRefusal || notHr
                ? [403]
                : [404];
            if (!want.includes(s)) problems.push(`${s < 300 ? 'UNEXPECTED 2xx' : 'wrong refusal'}: ${where}`);
          }
        }
      }
    }
    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([k, v]) => `${k}×${v}`);
    console.info(
      `authz matrix: ${allEndpoints.length} endpoints × ${all.length} callers = ${tally.cells} cells ` +
        `(${tally.allowed} allowed, ${tally.denied} denied); statuses ${statuses.join(' ')}; problems ${problems.length}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
