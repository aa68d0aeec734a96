/**
 * docs/ARCHITECTURE.md "Demo personas": each persona logs in and shows its intended state.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { leaveEndpoints } from '@upah/core/contract/leave';
import { overtimeEndpoints } from '@upah/core/contract/overtime';
import { permissionEndpoints } from '@upah/core/contract/permission';
import { productionEndpoints } from '@upah/core/contract/production';
import { describe, expect, it } from 'vitest';
import { PERSONA_KEYS, PERSONA_PASSWORD, PERSONAS } from './personas';
import { callJson, loginAs, testApp } from './test-support';

interface Profile {
  pkID: number;
  name: string;
  phoneNumber: string;
  companyID: number;
  isSupervisor: boolean;
  attendanceAllowed: boolean;
  ewaAllowed: boolean;
  isBankSetup: boolean;
  bankVerificationStatus: string | null;
  ewaCurrentLimit: number;
  ewaMinimumRequestAmount: number;
  ewaWalletBalance: number;
  transactionCap: number;
  wageRequestCount: number;
}
type Settings = Record<string, boolean>;

async function stateOf(key: (typeof PERSONA_KEYS)[number]) {
  const { app } = testApp();
  const token = await loginAs(app, key);
  const profile = (await callJson(app, 'GET', '/employee/profile/current', { token })).data as Profile;
  const settings = (await callJson(app, 'GET', '/company/settings', { token })).data as Settings;
  const subordinates = (await callJson(app, 'GET', '/employee/profile/subordinate/direct', { token }))
    .data as {
    subordinates: unknown[];
  };
  return { profile, settings, subordinates: subordinates.subordinates };
}

describe('§6 personas', () => {
  it('§3 GET /__mock/personas lists every persona (16 with hr) with phone, password and description', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'GET', '/__mock/personas');
    expect(answer.status).toBe(200);
    const rows = answer.body as { key: string; phoneNumber: string; password: string; description: string }[];
    expect(rows.map((r) => r.key)).toEqual([...PERSONA_KEYS]);
    expect(rows.find((r) => r.key === 'employee')).toMatchObject({
      phoneNumber: '+6281100000001',
      password: PERSONA_PASSWORD,
    });
    expect(rows.find((r) => r.key === 'unclaimed')?.password).toBe('');
    for (const r of rows) expect(r.description.length).toBeGreaterThan(5);
  });

  it.each(PERSONAS.filter((p) => p.key !== 'unclaimed').map((p) => p.key))(
    '§7 login: persona %s logs in with rahasia123 and sees its own profile',
    async (key) => {
      const { profile } = await stateOf(key);
      const persona = PERSONAS.find((p) => p.key === key);
      expect(profile.phoneNumber).toBe(persona?.phoneNumber);
      expect(profile.name).toBe(persona?.name);
    },
  );

  it('§3 employee: every module on, bank VALID, allowed everywhere', async () => {
    const { profile, settings } = await stateOf('employee');
    expect(profile).toMatchObject({
      attendanceAllowed: true,
      ewaAllowed: true,
      isBankSetup: true,
      bankVerificationStatus: 'VALID',
    });
    expect(settings).toMatchObject({
      attendance_enabled: true,
      loan_management_enabled: true,
      production_tracking_enabled: true,
      wage_request_enabled: true,
    });
  });

  it("§6 supervisor: isSupervisor with at least 3 direct subordinates, each with today's schedule on a workday", async () => {
    const { profile, subordinates } = await stateOf('supervisor');
    expect(profile.isSupervisor).toBe(true);
    expect(subordinates.length).toBeGreaterThanOrEqual(3);
    // the test clock is Wednesday 2024-05-15: the supervisor can clock subordinates against today's schedule
    const scheduled = (subordinates as { scheduleId: number | null; shiftName: string | null }[]).filter(
      (s) => s.scheduleId !== null,
    );
    expect(scheduled.length).toBeGreaterThan(0);
    for (const s of scheduled) expect(s.shiftName).toBeTruthy();
  });

  it('§6 supervisor: subordinates have pending presence, leave, overtime and permission requests', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'supervisor');
    const lists = [
      [attendanceEndpoints.presenceHistorySubordinate.path, 'presences'],
      [leaveEndpoints.historySubordinate.path, 'leaveRequests'],
      [overtimeEndpoints.historySubordinate.path, 'overtimeRequests'],
      [permissionEndpoints.historySubordinate.path, 'permissions'],
    ] as const;
    for (const [path, key] of lists) {
      const answer = await callJson(app, 'GET', `${path}?page=1&size=100&status=pending`, { token });
      expect(answer.status, path).toBe(200);
      const items = (answer.data as Record<string, { status: string }[]>)[key] ?? [];
      expect(items.filter((i) => i.status === 'pending').length, path).toBeGreaterThan(0);
    }
  });

  it('§6 production personas hold their role on one shared project', async () => {
    const { app } = testApp();
    const idsByRole: number[][] = [];
    for (const role of ['operator', 'worker', 'checker', 'manager'] as const) {
      const token = await loginAs(app, role);
      const answer = await callJson(app, 'GET', productionEndpoints.projectsMy.path, { token });
      const projects = (answer.data as { projects: { id: number; role: string }[] }).projects;
      idsByRole.push(projects.filter((p) => p.role === role).map((p) => p.id));
    }
    const [first = [], ...rest] = idsByRole;
    const shared = first.filter((id) => rest.every((ids) => ids.includes(id)));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('§6 no-attendance: attendanceAllowed false', async () => {
    expect((await stateOf('no-attendance')).profile.attendanceAllowed).toBe(false);
  });

  it('§6 no-ewa: ewaAllowed false', async () => {
    expect((await stateOf('no-ewa')).profile.ewaAllowed).toBe(false);
  });

  it('§4 bank-unset / bank-pending / bank-invalid show their bank states', async () => {
    expect((await stateOf('bank-unset')).profile).toMatchObject({
      isBankSetup: false,
      bankVerificationStatus: null,
    });
    expect((await stateOf('bank-pending')).profile.bankVerificationStatus).toBe('PENDING');
    expect((await stateOf('bank-invalid')).profile.bankVerificationStatus).toBe('INVALID_ACCOUNT_NUMBER');
  });

  it('§4 wallet: wallet enabled, positive balance, advance limit below the minimum', async () => {
    const { profile, settings } = await stateOf('wallet');
    expect(settings.wallet_enabled).toBe(true);
    expect(profile.ewaWalletBalance).toBeGreaterThan(0);
    expect(profile.ewaCurrentLimit).toBeLessThan(profile.ewaMinimumRequestAmount);
  });

  it('§5 cap-reached: wageRequestCount equals transactionCap', async () => {
    const { profile } = await stateOf('cap-reached');
    expect(profile.transactionCap).toBeGreaterThan(0);
    expect(profile.wageRequestCount).toBe(profile.transactionCap);
  });

  it('§6 modules-off: loan, attendance and production tracking disabled for the company', async () => {
    const { settings } = await stateOf('modules-off');
    expect(settings).toMatchObject({
      loan_management_enabled: false,
      attendance_enabled: false,
      production_tracking_enabled: false,
      wage_request_enabled: true,
    });
  });

  it('§6 operator, worker, checker and manager work for the same company with production tracking on', async () => {
    const companies = new Set<number>();
    for (const key of ['operator', 'worker', 'checker', 'manager'] as const) {
      const { profile, settings } = await stateOf(key);
      companies.add(profile.companyID);
      expect(settings.production_tracking_enabled).toBe(true);
    }
    expect(companies.size).toBe(1);
  });

  it('§7 unclaimed: invited but cannot log in before registration (403)', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', '/auth/login/global/employee/phone', {
      body: { phoneNumber: '+6281100000015', password: PERSONA_PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Akun tidak terdaftar di perusahaan manapun');
  });

  it('§2 same MOCK_SEED gives the same data; another seed other data', () => {
    const names = (seed: number) =>
      [...testApp({ seed }).state.employees.values()].map((e) => `${e.name}|${e.phoneNumber}`);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });
});
