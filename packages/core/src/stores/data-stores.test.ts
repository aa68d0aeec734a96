import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { closedPortOrigin, type FakeServer, startFakeServer } from '../testing/fake-server';
import type { CompanySettings } from '../contract/company';
import type { EmployeeProfile } from '../contract/profile';
import { companyStore, loadCompanySettings, resetCompany } from './company';
import { loadProfile, profileStore, resetProfile } from './profile';

const profile: EmployeeProfile = {
  pkID: 1,
  userID: 2,
  employeeID: 3,
  companyID: 4,
  companyName: 'PT Maju',
  name: 'Budi Santoso',
  phoneNumber: '+6281100000001',
  nip: 'NIP-1',
  locationCode: null,
  locationName: null,
  hierarchy: '1/3',
  isSupervisor: false,
  attendanceAllowed: true,
  isBankSetup: true,
  bankAccountNumber: '1234567890',
  bankAccountName: 'Budi Santoso',
  bankCode: 'MANDIRI',
  bankVerificationStatus: 'VALID',
  ewaAllowed: true,
  ewaCurrentLimit: 1_500_000,
  ewaMonthlyLimit: 3_000_000,
  ewaMinimumRequestAmount: 50_000,
  ewaMaximumRequestAmount: 0,
  transactionCap: 4,
  wageRequestCount: 1,
  ewaConfirmationMessage: null,
  ewaWalletBalance: 0,
};
const settings: CompanySettings = {
  attendance_enabled: true,
  payroll_enabled: true,
  wage_request_enabled: true,
  loan_management_enabled: false,
  production_tracking_enabled: false,
  wallet_enabled: true,
};

let server: FakeServer;
const client = () =>
  createApiClient({
    hosts: { main: server.origin, login: server.origin, upload: server.origin },
    getToken: () => 'tok',
    retries: 0,
  });

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  resetProfile();
  resetCompany();
});

describe('profile store (SPEC §3 Employee profile / request state)', () => {
  it('§3 profile: loadProfile goes idle → request → success and holds the profile', async () => {
    server.respond = () => ({ status: 200, body: { message: 'Success', data: profile } });
    expect(profileStore.status).toBe('idle');
    const pending = loadProfile(client());
    expect(profileStore.status).toBe('request');
    await expect(pending).resolves.toEqual(profile);
    expect(profileStore.status).toBe('success');
    expect(profileStore.profile).toEqual(profile);
    expect(profileStore.error).toBeNull();
    expect(server.requests[0]?.url).toBe('/employee/profile/current');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('§8 profile: a failed load keeps the last profile and holds the text to show', async () => {
    server.respond = () => ({ status: 200, body: { message: 'Success', data: profile } });
    await loadProfile(client());
    server.respond = () => ({ status: 403, body: { message: 'no' } });
    await expect(loadProfile(client())).resolves.toBeNull();
    expect(profileStore.status).toBe('failure');
    expect(profileStore.error).toBe('Anda tidak memiliki akses untuk fitur ini.');
    expect(profileStore.profile).toEqual(profile);
  });

  it('§3 profile: resetProfile drops the data and an answer still in flight', async () => {
    server.respond = () => ({ status: 200, body: { message: 'Success', data: profile }, delayMs: 50 });
    const pending = loadProfile(client());
    resetProfile();
    await pending;
    expect(profileStore.profile).toBeNull();
    expect(profileStore.status).toBe('idle');
  });
});

describe('company store (SPEC §3 Company settings flags, §6 per-company flags)', () => {
  it('§6 company flags: loadCompanySettings stores the six flags', async () => {
    server.respond = () => ({ status: 200, body: { message: 'Success', data: settings } });
    await loadCompanySettings(client());
    expect(companyStore.status).toBe('success');
    expect(companyStore.settings).toEqual(settings);
    expect(server.requests[0]?.url).toBe('/company/settings');
  });

  it('§8 company: a network failure is a failure with the network text', async () => {
    const origin = await closedPortOrigin();
    const offline = createApiClient({
      hosts: { main: origin, login: origin, upload: origin },
      getToken: () => 'tok',
      retries: 0,
    });
    await expect(loadCompanySettings(offline)).resolves.toBeNull();
    expect(companyStore.status).toBe('failure');
    expect(companyStore.error).toBe('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
    expect(companyStore.settings).toBeNull();
  });

  it('§3 request state: a stale slow answer never overwrites a newer one', async () => {
    const older = { ...settings, wallet_enabled: false };
    server.respond = (_request, attempt) =>
      attempt === 1
        ? { status: 200, body: { message: 'Success', data: older }, delayMs: 80 }
        : { status: 200, body: { message: 'Success', data: settings } };
    const first = loadCompanySettings(client());
    const second = loadCompanySettings(client());
    await Promise.all([first, second]);
    expect(companyStore.settings?.wallet_enabled).toBe(true);
    expect(companyStore.status).toBe('success');
  });
});
