// The boot script's early GETs (apps/pwa/build/boot-script.mjs) must be the calls the logged-in areas make
// first, so an early answer is never fetched for nothing: SPEC §7 current profile and company settings.
import { companyEndpoints } from '@upah/core/contract/company';
import { profileEndpoints } from '@upah/core/contract/profile';
import { describe, expect, it } from 'vitest';
import { EARLY_GETS } from '../../build/boot-script.mjs';

describe('early GETs of index.html (§7 profile/current, company/settings)', () => {
  it('are the contract paths of the current profile and the company settings, GETs on the main host', () => {
    const endpoints = [profileEndpoints.currentProfile, companyEndpoints.settings];
    expect(EARLY_GETS).toEqual(endpoints.map((endpoint) => endpoint.path));
    for (const endpoint of endpoints) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.host).toBe('main');
    }
  });
});
