/**
 * The mock's developer controls and its error shapes (§8): reset, latency and error-rate knobs, CORS, 404 shape.
 */
import { describe, expect, it } from 'vitest';
import { callJson, loginAs, testApp } from './test-support';

describe('mock developer controls', () => {
  it('§6 POST /__mock/reset brings the data back to the seed (limit restored, sessions gone)', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const before = (await callJson(app, 'GET', '/employee/profile/current', { token })).data as {
      ewaCurrentLimit: number;
    };
    await callJson(app, 'POST', '/ewa/wage-request/create', {
      token,
      body: { amount: 100_000, description: 'Sebelum reset' },
    });
    expect((await callJson(app, 'POST', '/__mock/reset')).status).toBe(200);
    expect((await callJson(app, 'GET', '/employee/profile/current', { token })).status).toBe(401);
    const fresh = await loginAs(app, 'employee');
    const after = (await callJson(app, 'GET', '/employee/profile/current', { token: fresh })).data as {
      ewaCurrentLimit: number;
    };
    expect(after.ewaCurrentLimit).toBe(before.ewaCurrentLimit);
  });

  it('§6 x-mock-error-rate: 1 gives a 503 { message } on API calls, never on /__mock routes', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'GET', '/company/settings', { headers: { 'x-mock-error-rate': '1' } });
    expect(answer.status).toBe(503);
    expect(typeof answer.message).toBe('string');
    expect(
      (await callJson(app, 'GET', '/__mock/personas', { headers: { 'x-mock-error-rate': '1' } })).status,
    ).toBe(200);
  });

  it('§6 errorRate option: every call fails with 503 when set to 1, none when 0', async () => {
    expect((await callJson(testApp({ errorRate: 1 }).app, 'GET', '/company/settings')).status).toBe(503);
    expect((await callJson(testApp({ errorRate: 0 }).app, 'GET', '/company/settings')).status).toBe(401);
  });

  it('§6 x-mock-latency delays the answer', async () => {
    const { app } = testApp();
    const started = performance.now();
    await callJson(app, 'GET', '/company/settings', { headers: { 'x-mock-latency': '120' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('§6 CORS: localhost origins are allowed with the custom headers; others are not', async () => {
    const { app } = testApp();
    const preflight = await app.request('/ewa/wage-request/create', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const evil = await app.request('/__mock/personas', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('§5 unknown path is a 404 with { message }', async () => {
    const answer = await callJson(testApp().app, 'GET', '/no/such/path');
    expect(answer.status).toBe(404);
    expect(answer.message).toBeTruthy();
  });

  it('§5 invalid JSON body is a 400 naming the body', async () => {
    const { app } = testApp();
    const res = await app.request('/auth/login/global/employee/phone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phoneNumber":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('body: JSON tidak valid');
  });

  it('§8 a 400 the contract gives no message for still names the field, in Indonesian', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await callJson(app, 'GET', '/ewa/wage-request/history?page=0&size=10', { token });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^page: /);
    expect(answer.message).toContain('Terlalu kecil');
    const key = await callJson(app, 'POST', '/ewa/wage-request/create', {
      token,
      body: { amount: 100_000, description: 'Biaya sekolah' },
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    expect(key.status).toBe(400);
    expect(key.message).toBe('Idempotency-Key: harus 1 sampai 255 karakter');
  });
});
