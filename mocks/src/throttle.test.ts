/**
 * Sign-in limits (DESIGN.md "Security and exactly-once"; RFC 6585 §4; OWASP ASVS 5.0 V6.3.1, V6.6.3): failed
 * logins per account (growing lock) and per client address, OTP sends per number and per client; 429 with
 * Retry-After and the wait in the body; POST /__mock/reset clears them.
 */
import { DEFAULT_RATE_LIMITS } from '@upah/core/contract/rate-limits';
import { describe, expect, it } from 'vitest';
import { throttleFromEnv } from './config';
import { PERSONA_PASSWORD, personaByKey } from './personas';
import { callJson, testApp } from './test-support';

const LOGIN = '/auth/login/global/employee/phone';
const FORGOT_SEND = '/auth/forget-password/send-otp';
const employee = personaByKey('employee').phoneNumber;

interface ThrottleAnswer {
  message: string;
  code?: string;
  retryAfterSeconds?: number;
  data?: { loginToken: unknown[] };
}

async function login(
  app: ReturnType<typeof testApp>['app'],
  phoneNumber: string,
  password: string,
  client = '10.0.0.1',
) {
  const res = await app.request(LOGIN, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ phoneNumber, password }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as ThrottleAnswer,
  };
}

describe('sign-in limits: failed logins per account', () => {
  it('locks after the 5th wrong password in a row; then even the right one answers 429 with Retry-After', async () => {
    const { app } = testApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.accountMaxFailures; i++) {
      const wrong = await login(app, employee, 'salah123');
      expect(wrong.status).toBe(200);
      expect(wrong.body.data).toEqual({ loginToken: [] });
    }
    const locked = await login(app, employee, PERSONA_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBe('60');
    expect(locked.body).toMatchObject({
      code: 'THROTTLED',
      retryAfterSeconds: 60,
      message: 'Terlalu banyak percobaan. Coba lagi dalam 1:00.',
    });
  });

  it('the lock doubles with each further wrong password (growing back-off) and a success clears it', async () => {
    const { app, clock } = testApp();
    for (let i = 0; i < 5; i++) await login(app, employee, 'salah123');
    clock.advance(60_000);
    expect((await login(app, employee, 'salah123')).status).toBe(200);
    const second = await login(app, employee, PERSONA_PASSWORD);
    expect(second.status).toBe(429);
    expect(second.body.retryAfterSeconds).toBe(120);
    clock.advance(120_000);
    const ok = await login(app, employee, PERSONA_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.data?.loginToken).toHaveLength(1);
    // counting starts again from zero
    for (let i = 0; i < 4; i++) expect((await login(app, employee, 'salah123')).status).toBe(200);
    expect((await login(app, employee, PERSONA_PASSWORD)).status).toBe(200);
  });

  it('the lock is capped at an hour', async () => {
    const { app, clock } = testApp({ throttle: { accountMaxFailures: 1, accountLockSeconds: 1000 } });
    let last: number | undefined = 0;
    for (let i = 0; i < 4; i++) {
      await login(app, employee, 'salah123');
      last = (await login(app, employee, 'salah123')).body.retryAfterSeconds;
      clock.advance((last ?? 0) * 1000);
    }
    expect(last).toBe(3600);
  });
});

describe('sign-in limits: failed logins per client address', () => {
  it('30 failures in 10 minutes across any numbers, unknown ones included, then 429; another address is not affected', async () => {
    const { app, clock } = testApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.clientMaxFailures; i++) {
      const phone = `+62812000${String(i).padStart(5, '0')}`;
      expect((await login(app, phone, 'salah123', '10.9.9.9')).status).toBe(403);
    }
    const blocked = await login(app, employee, PERSONA_PASSWORD, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBe(600);
    expect((await login(app, employee, PERSONA_PASSWORD, '10.1.1.1')).status).toBe(200);
    clock.advance(600_000);
    expect((await login(app, employee, PERSONA_PASSWORD, '10.9.9.9')).status).toBe(200);
  });
});

describe('sign-in limits: OTP sends', () => {
  const send = (app: ReturnType<typeof testApp>['app'], national: string, client = '10.0.0.2') =>
    callJson(app, 'POST', FORGOT_SEND, {
      body: { countryCode: '+62', phoneNumber: national },
      headers: { 'x-forwarded-for': client },
    });

  it('5 codes per number in 15 minutes, then 429 until the oldest leaves the window', async () => {
    const { app, clock } = testApp();
    const national = employee.replace('+62', '');
    for (let i = 0; i < 5; i++) {
      expect((await send(app, national)).status).toBe(200);
      clock.advance(60_000);
    }
    const sixth = await send(app, national);
    expect(sixth.status).toBe(429);
    expect((sixth.body as { retryAfterSeconds: number }).retryAfterSeconds).toBe(600);
    clock.advance(600_000);
    expect((await send(app, national)).status).toBe(200);
  });

  it('a per-client limit across numbers', async () => {
    const { app } = testApp({ throttle: { otpClientMax: 3 } });
    for (let i = 0; i < 3; i++) await send(app, `81200000${i}`, '10.7.7.7');
    expect((await send(app, '812000009', '10.7.7.7')).status).toBe(429);
    expect((await send(app, '812000009', '10.7.7.8')).status).toBe(404);
  });
});

describe('sign-in limits: configuration', () => {
  it('POST /__mock/reset clears every limit', async () => {
    const { app } = testApp();
    for (let i = 0; i < 5; i++) await login(app, employee, 'salah123');
    expect((await login(app, employee, PERSONA_PASSWORD)).status).toBe(429);
    expect((await callJson(app, 'POST', '/__mock/reset')).status).toBe(200);
    expect((await login(app, employee, PERSONA_PASSWORD)).status).toBe(200);
  });

  it('defaults come from the contract and each can be set by environment', () => {
    expect(throttleFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(throttleFromEnv({ MOCK_LOGIN_MAX_FAILURES: '3', MOCK_OTP_SEND_MAX: '2' })).toMatchObject({
      accountMaxFailures: 3,
      otpSendMax: 2,
    });
  });
});
