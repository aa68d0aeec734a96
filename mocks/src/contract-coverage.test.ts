/**
 * §7: every endpoint of @upah/core's contract has a handler on the mock (the integration check:
 * it fails while any domain is missing). Also checks that each registered method+path answers something
 * other than the app's 404 "Tidak ditemukan" route miss.
 */
import { allEndpoints, buildPath } from '@upah/core/contract';
import { describe, expect, it } from 'vitest';
import { registeredEndpointIds } from './route';
import { testApp } from './test-support';

describe('§7 contract coverage', () => {
  it('§7 every endpoint of allEndpoints has a handler', () => {
    const { app } = testApp();
    const handled = new Set(registeredEndpointIds(app));
    const missing = allEndpoints
      .filter((e) => !handled.has(e.id))
      .map((e) => `${e.id} (${e.method} ${e.path})`);
    expect(missing).toEqual([]);
  });

  it('§7 no handler is registered for an id the contract does not have', () => {
    const { app } = testApp();
    const known = new Set(allEndpoints.map((e) => e.id));
    expect(registeredEndpointIds(app).filter((id) => !known.has(id))).toEqual([]);
  });

  it('§7 each registered endpoint is reachable at its method and path (no route miss)', async () => {
    const { app } = testApp();
    const handled = new Set(registeredEndpointIds(app));
    for (const e of allEndpoints.filter((x) => handled.has(x.id))) {
      const params = Object.fromEntries([...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => [m[1], '1']));
      const res = await app.request(buildPath(e.path, params), { method: e.method });
      const body = (await res.json()) as { message?: string };
      expect(`${e.id} ${res.status} ${body.message ?? ''}`).not.toMatch(/Tidak ditemukan: /);
    }
  });
});
