/**
 * The mock serves the OpenAPI document and its reference page (offline: every asset from our own
 * node_modules), and its answers are held to the document (openapi-check.ts, run by every testApp()).
 */
import { ewaEndpoints } from '@upah/core/contract/ewa';
import { profileEndpoints } from '@upah/core/contract/profile';
import { buildOpenApi } from '@upah/core/openapi';
import { describe, expect, it } from 'vitest';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs';
import { openApiProblem } from './openapi-check';
import { callJson, loginAs, testApp } from './test-support';

describe('§7 API reference on the mock', () => {
  it('§7 GET /openapi.json is the generated document with this server as every host', async () => {
    const { app } = testApp();
    const res = await app.request(`http://127.0.0.1:4250${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    const origin = 'http://127.0.0.1:4250';
    const served = (await res.json()) as { info: { description: string } };
    const built = buildOpenApi({ origins: { main: origin, login: origin, upload: origin } });
    expect({ ...served, info: built.info }).toEqual(built);
    expect(served.info.description).toMatch(/Try it on this mock server/);
  });

  it('§7 /docs renders Swagger UI from local assets only (no CDN), and every asset it names is served', async () => {
    const { app } = testApp();
    const page = await app.request(DOCS_PATH);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets).toContain(`${DOCS_PATH}/assets/swagger-ui-bundle.js`);
    for (const asset of assets) {
      const res = await app.request(asset);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const init = await (await app.request(`${DOCS_PATH}/init.js`)).text();
    expect(init).toContain(`url: "${OPENAPI_PATH}"`);
    expect((await app.request(`${DOCS_PATH}/assets/package.json`)).status).toBe(404);
  });

  it('§8 an answer that breaks the document is caught: wrong data, undeclared status, wrong error body', () => {
    const check = ewaEndpoints.wageCheck;
    expect(
      openApiProblem(check, 200, { message: 'Success', data: { amount: 1, fee: 0, principal: 1 } }),
    ).toBe(undefined);
    expect(openApiProblem(check, 200, { message: 'Success', data: { amount: 'x' } })).toMatch(/body\/data/);
    expect(openApiProblem(check, 418, { message: 'x' })).toMatch(/status 418 is not declared/);
    expect(openApiProblem(check, 409, { code: 'X' })).toMatch(/message/);
    expect(openApiProblem(check, 503, { message: 'Server sibuk' })).toBe(undefined);
  });

  it('§8 a mock answer that breaks the document becomes a 500 MOCK_OPENAPI in tests', async () => {
    const { app } = testApp({
      checkAnswer: (e, status) => (status === 200 ? `${e.id} always wrong` : undefined),
    });
    const token = await loginAs(app, 'employee').catch((error: unknown) => String(error));
    expect(token).toMatch(/login as employee failed: 500/);
    const answer = await callJson(app, 'GET', profileEndpoints.currentProfile.path, {});
    expect(answer.status).toBe(401);
    const bypass = await callJson(app, 'GET', '/__mock/personas');
    expect(bypass.status).toBe(200);
    const login = await callJson(testApp().app, 'POST', '/auth/login/global/employee/phone', {
      body: { phoneNumber: '+6281100000001', password: 'x' },
    });
    expect(login.status).toBe(200);
    const broken = await callJson(app, 'POST', '/auth/login/global/employee/phone', {
      body: { phoneNumber: '+6281100000001', password: 'x' },
    });
    expect(broken.status).toBe(500);
    expect(broken.body).toMatchObject({
      code: 'MOCK_OPENAPI',
      message: expect.stringMatching(/auth.login always wrong/),
    });
  });
});
