// @vitest-environment node
// The console boot script's early GET (build/boot-routes.mjs) must be the call the scan screen makes first,
// exactly as the API client sends it, so its answer is taken by that call and never fetched for nothing.
import { profileEndpoints } from '@upah/core/contract/profile';
import { describe, expect, it } from 'vitest';
import { BOOT_ROUTES } from '../../build/boot-routes.mjs';

describe('early GETs of the console index.html (SPEC §7)', () => {
  it("the scan screen's: its direct subordinates, a GET on the main host; the login screen's: none", () => {
    const endpoint = profileEndpoints.directSubordinates;
    expect(endpoint.method).toBe('GET');
    expect(endpoint.host).toBe('main');
    expect(endpoint.query).toBeUndefined();
    expect(BOOT_ROUTES.find((route) => route.path === '/')?.earlyGets).toEqual([endpoint.path]);
    expect(BOOT_ROUTES.find((route) => route.path === '/login')?.earlyGets ?? []).toEqual([]);
  });
});
