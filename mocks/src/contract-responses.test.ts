/**
 * §7: answers pass the contract's response schemas. A happy-path call of each endpoint of the auth,
 * profile, company, ewa, upload and geo tables, with the envelope checked by `envelope(endpoint.response)`
 * and by the OpenAPI document's schema of that response (ajv, openapi-check.ts).
 */
import { authEndpoints } from '@upah/core/contract/auth';
import { bankEndpoints } from '@upah/core/contract/bank';
import { companyEndpoints } from '@upah/core/contract/company';
import { type Endpoint, envelope } from '@upah/core/contract/endpoint';
import { ewaEndpoints } from '@upah/core/contract/ewa';
import { geoEndpoints } from '@upah/core/contract/geo';
import { profileEndpoints } from '@upah/core/contract/profile';
import { uploadEndpoints } from '@upah/core/contract/upload';
import { describe, expect, it } from 'vitest';
import { openApiProblem } from './openapi-check';
import { PERSONA_PASSWORD } from './personas';
import { callJson, loginAs, testApp } from './test-support';

/** 1×1 JPEG */
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z';

function expectContract(endpoint: Endpoint, status: number, body: unknown) {
  expect(status, `${endpoint.id} answered ${status}: ${JSON.stringify(body)}`).toBe(200);
  const parsed = envelope(endpoint.response).safeParse(body);
  expect(parsed.success, `${endpoint.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  expect(openApiProblem(endpoint, status, body), `${endpoint.id} against docs/openapi.json`).toBeUndefined();
}

describe('§7 responses match the contract', () => {
  it('§7 auth: login, claim send/verify, reset, forgot send/verify, change password', async () => {
    const { app } = testApp();
    const login = await callJson(app, 'POST', authEndpoints.login.path, {
      body: { phoneNumber: '+6281100000001', password: PERSONA_PASSWORD },
    });
    expectContract(authEndpoints.login, login.status, login.body);
    const wrong = await callJson(app, 'POST', authEndpoints.login.path, {
      body: { phoneNumber: '+6281100000001', password: 'x' },
    });
    expectContract(authEndpoints.login, wrong.status, wrong.body);

    const sent = await callJson(app, 'POST', authEndpoints.claimSendOtp.path, {
      body: { phoneNumber: '+6281100000015' },
    });
    expectContract(authEndpoints.claimSendOtp, sent.status, sent.body);
    const code = (
      (await callJson(app, 'GET', '/__mock/otp?phoneNumber=%2B6281100000015')).body as { code: string }
    ).code;
    const verified = await callJson(app, 'POST', authEndpoints.claimVerifyOtp.path, {
      body: { phoneNumber: '+6281100000015', otpCode: code },
    });
    expectContract(authEndpoints.claimVerifyOtp, verified.status, verified.body);
    const token = (verified.data as { forgetPasswordToken: string }).forgetPasswordToken;
    const reset = await callJson(app, 'POST', `/auth/reset-password/${token}`, {
      body: { newPassword: 'rahasia1' },
    });
    expectContract(authEndpoints.resetPassword, reset.status, reset.body);

    const fSent = await callJson(app, 'POST', authEndpoints.forgotSendOtp.path, {
      body: { countryCode: '+62', phoneNumber: '81100000002' },
    });
    expectContract(authEndpoints.forgotSendOtp, fSent.status, fSent.body);
    const fCode = (
      (await callJson(app, 'GET', '/__mock/otp?phoneNumber=%2B6281100000002')).body as { code: string }
    ).code;
    const fVerified = await callJson(app, 'POST', authEndpoints.forgotVerifyOtp.path, {
      body: { otpCode: fCode, token: (fSent.data as { token: string }).token },
    });
    expectContract(authEndpoints.forgotVerifyOtp, fVerified.status, fVerified.body);

    const bearer = await loginAs(app, 'supervisor');
    const changed = await callJson(app, 'POST', authEndpoints.changePassword.path, {
      token: bearer,
      body: { oldPassword: PERSONA_PASSWORD, newPassword: 'rahasia456' },
    });
    expectContract(authEndpoints.changePassword, changed.status, changed.body);
  });

  it('§3 profile and company: current profile, subordinates, bank update, settings for every persona kind', async () => {
    const { app } = testApp();
    for (const key of ['employee', 'supervisor', 'bank-unset', 'wallet', 'modules-off'] as const) {
      const token = await loginAs(app, key);
      for (const e of [
        profileEndpoints.currentProfile,
        profileEndpoints.directSubordinates,
        companyEndpoints.settings,
      ]) {
        const answer = await callJson(app, 'GET', e.path, { token });
        expectContract(e, answer.status, answer.body);
      }
    }
    const token = await loginAs(app, 'bank-unset');
    const bank = await callJson(app, 'POST', bankEndpoints.updateBankDefault.path, {
      token,
      body: { bankCode: 'BCA', bankAccountNumber: '1234567890' },
    });
    expectContract(bankEndpoints.updateBankDefault, bank.status, bank.body);
    expect(bank.data).toMatchObject({ bankVerificationStatus: 'VALID' });
    const pending = await callJson(app, 'POST', bankEndpoints.updateBankDefault.path, {
      token,
      body: { bankCode: 'MANDIRI', bankAccountNumber: '987654321' },
    });
    expect(pending.data).toMatchObject({ bankVerificationStatus: 'PENDING', bankAccountName: null });
  });

  it('§7 ewa: check, create, wallet, history', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const check = await callJson(app, 'POST', ewaEndpoints.wageCheck.path, {
      token,
      body: { amount: 100_000 },
    });
    expectContract(ewaEndpoints.wageCheck, check.status, check.body);
    const created = await callJson(app, 'POST', ewaEndpoints.wageRequestCreate.path, {
      token,
      body: { amount: 100_000, description: 'Kebutuhan darurat' },
      headers: { 'idempotency-key': 'a' },
    });
    expectContract(ewaEndpoints.wageRequestCreate, created.status, created.body);
    const history = await callJson(app, 'GET', `${ewaEndpoints.wageHistory.path}?page=1&size=10`, { token });
    expectContract(ewaEndpoints.wageHistory, history.status, history.body);
    const walletToken = await loginAs(app, 'wallet');
    const wallet = await callJson(app, 'POST', ewaEndpoints.walletWithdraw.path, {
      token: walletToken,
      body: { amount: 100_000, description: 'Tarik dari wallet' },
    });
    expectContract(ewaEndpoints.walletWithdraw, wallet.status, wallet.body);
  });

  it('§7 upload: multipart and base64 answer a url that the server serves', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(JPEG_BASE64, 'base64')], { type: 'image/jpeg' }), 'form ttd.jpg');
    form.set('location', 'file-request');
    form.set('randomFilename', 'false');
    const res = await app.request(uploadEndpoints.file.path, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { url: string } };
    expectContract(uploadEndpoints.file, res.status, body);
    // randomFilename 'false' is not honoured: the server always names files at random
    expect(body.data.url).toMatch(/^\/files\/[0-9a-f-]{36}\.jpg$/);
    const b64 = await callJson(app, 'POST', uploadEndpoints.base64.path, {
      token,
      body: {
        image: `data:image/jpeg;base64,${JPEG_BASE64}`,
        location: 'file-request',
        randomFilename: true,
      },
    });
    expectContract(uploadEndpoints.base64, b64.status, b64.body);
    const served = await app.request((b64.data as { url: string }).url, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(JPEG_BASE64, 'base64'))).toBe(true);
  });

  it('§7 geo: reverse geocoding answers an address', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await callJson(app, 'GET', `${geoEndpoints.reverseGeocode.path}?lat=-6.2&long=106.82`, {
      token,
    });
    expectContract(geoEndpoints.reverseGeocode, answer.status, answer.body);
  });
});
