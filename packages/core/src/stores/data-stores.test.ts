import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { attendanceAreaBlock } from '../rules/attendance-area';
import { closedPortOrigin } from '../testing/fake-server';
import { fakeServerPerFile } from '../testing/fake-server-per-file';
import { profileFixture as profile, settingsFixture as settings } from '../testing/profile-fixtures';
import { areaState, ensureAreaData } from './area-data';
import { companyStore, loadCompanySettings, resetCompany } from './company';
import { loadProfile, profileStore, resetProfile } from './profile';

const server = fakeServerPerFile();
const client = () =>
  createApiClient({
    hosts: { main: server().origin, login: server().origin, upload: server().origin },
    getToken: () => 'tok',
    retries: 0,
  });

beforeEach(() => {
  resetProfile();
  resetCompany();
});

describe('profile store (SPEC §3 Employee profile / request state)', () => {
  it('§3 profile: loadProfile goes idle → request → success and holds the profile', async () => {
    server().respond = () => ({ status: 200, body: { message: 'Success', data: profile } });
    expect(profileStore.status).toBe('idle');
    const pending = loadProfile(client());
    expect(profileStore.status).toBe('request');
    await expect(pending).resolves.toEqual(profile);
    expect(profileStore.status).toBe('success');
    expect(profileStore.profile).toEqual(profile);
    expect(profileStore.error).toBeNull();
    expect(server().requests[0]?.url).toBe('/employee/profile/current');
    expect(server().requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('§8 profile: a failed load keeps the last profile and holds the text to show', async () => {
    server().respond = () => ({ status: 200, body: { message: 'Success', data: profile } });
    await loadProfile(client());
    server().respond = () => ({ status: 403, body: { message: 'no' } });
    await expect(loadProfile(client())).resolves.toBeNull();
    expect(profileStore.status).toBe('failure');
    expect(profileStore.error).toBe('Anda tidak memiliki akses untuk fitur ini.');
    expect(profileStore.profile).toEqual(profile);
  });

  it('§3 profile: resetProfile drops the data and an answer still in flight', async () => {
    server().respond = () => ({ status: 200, body: { message: 'Success', data: profile }, delayMs: 50 });
    const pending = loadProfile(client());
    resetProfile();
    await pending;
    expect(profileStore.profile).toBeNull();
    expect(profileStore.status).toBe('idle');
  });
});

describe('company store (SPEC §3 Company settings flags, §6 per-company flags)', () => {
  it('§6 company flags: loadCompanySettings stores the six flags', async () => {
    server().respond = () => ({ status: 200, body: { message: 'Success', data: settings } });
    await loadCompanySettings(client());
    expect(companyStore.status).toBe('success');
    expect(companyStore.settings).toEqual(settings);
    expect(server().requests[0]?.url).toBe('/company/settings');
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
    server().respond = (_request, attempt) =>
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(done: () => boolean): Promise<void> {
  while (!done()) await settle();
}

describe('ensureAreaData (SPEC §3 request state: profile and company loaded once)', () => {
  it('§3: loads both when idle, and not again while they load or once loaded', async () => {
    server().respond = (request) => ({
      status: 200,
      body: { message: 'Success', data: request.url.includes('company') ? settings : profile },
    });
    ensureAreaData(client());
    ensureAreaData(client());
    await until(() => profileStore.status === 'success' && companyStore.status === 'success');
    ensureAreaData(client());
    expect(
      server()
        .requests.map((r) => r.url)
        .sort(),
    ).toEqual(['/company/settings', '/employee/profile/current']);
  });

  it('§8: a failed load is tried again on the next call (the retry)', async () => {
    server().respond = () => ({ status: 503, body: { message: 'down' } });
    ensureAreaData(client());
    await until(() => profileStore.status === 'failure' && companyStore.status === 'failure');
    server().respond = (request) => ({
      status: 200,
      body: { message: 'Success', data: request.url.includes('company') ? settings : profile },
    });
    ensureAreaData(client());
    await until(() => profileStore.status === 'success' && companyStore.status === 'success');
    expect(server().requests).toHaveLength(4);
  });
});

describe('areaState (SPEC §2 forbidden dialog, §8 fetch error)', () => {
  const loaded = { profile, status: 'success', error: null } as const;
  it('§3: loading until the profile is there and the company has settled', () => {
    expect(
      areaState({ profile: null, status: 'request', error: null }, { settings, status: 'success' }).kind,
    ).toBe('loading');
    expect(areaState(loaded, { settings: null, status: 'request' }).kind).toBe('loading');
  });
  it('§8: the profile failing with nothing loaded is the failure with its text', () => {
    expect(
      areaState(
        { profile: null, status: 'failure', error: 'Terjadi kesalahan' },
        { settings, status: 'success' },
      ),
    ).toEqual({
      kind: 'failure',
      error: 'Terjadi kesalahan',
    });
  });
  it('§2: the block names the forbidden message; a failed company counts as none', () => {
    expect(areaState(loaded, { settings, status: 'success' }, attendanceAreaBlock)).toEqual({
      kind: 'ready',
      profile,
      company: settings,
    });
    expect(
      areaState(
        { ...loaded, profile: { ...profile, attendanceAllowed: false } },
        { settings, status: 'success' },
        attendanceAreaBlock,
      ),
    ).toEqual({ kind: 'blocked', message: 'attendanceNotRegistered' });
    expect(areaState(loaded, { settings: null, status: 'failure' }, attendanceAreaBlock)).toEqual({
      kind: 'blocked',
      message: 'forbidden',
    });
  });
});
