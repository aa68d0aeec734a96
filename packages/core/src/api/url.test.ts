// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testEndpoint } from '../testing/test-endpoint';
import { createApiClient } from './client';
import { joinUrl, queryString } from './url';

describe('URL building (SPEC §7 "The main API is at {host}")', () => {
  it('§7 hosts: an absolute host keeps its own path prefix', () => {
    expect(joinUrl('https://api.upah.id/v1/', '/company/settings')).toBe(
      'https://api.upah.id/v1/company/settings',
    );
  });

  it('§7 hosts: a same-origin prefix such as /api resolves against the page', () => {
    expect(joinUrl('/api', '/company/settings')).toBe(new URL('/api/company/settings', location.href).href);
    expect(joinUrl('', '/auth/login')).toBe(new URL('/auth/login', location.href).href);
  });

  it('§7 queries: undefined and null are skipped, arrays repeat, values are encoded', () => {
    expect(queryString({ page: 1, size: 10, q: undefined, r: null })).toBe('?page=1&size=10');
    expect(queryString({ presenceTypes: ['manual', 'qr'], name: 'a b&c' })).toBe(
      '?presenceTypes=manual&presenceTypes=qr&name=a+b%26c',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('§7 hosts: a client configured with relative prefixes calls same-origin URLs', async () => {
    const seen: string[] = [];
    const settings = testEndpoint('settings', '/company/settings', {
      query: z.object({ page: z.optional(z.number()) }),
      response: z.object({ wallet_enabled: z.boolean() }),
    });
    const client = createApiClient({
      hosts: { main: '/api', login: '/login', upload: '/upload' },
      getToken: () => 't',
      fetch: async (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify({ message: 'ok', data: { wallet_enabled: true } }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const data = await client.call(settings, { query: { page: 2 } });
    expect(data.wallet_enabled).toBe(true);
    expect(seen).toEqual([new URL('/api/company/settings?page=2', location.href).href]);
  });
});
