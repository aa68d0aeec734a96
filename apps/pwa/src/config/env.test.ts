// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHost, readEnv } from './env';

describe('env', () => {
  it('§7 hosts: every host defaults to /api (proxied to the mock)', () => {
    expect(readEnv({})).toEqual({ apiHost: '/api', loginHost: '/api', uploadHost: '/api' });
  });

  it('§7 hosts: a separate login host is taken as given, without a trailing slash', () => {
    expect(readEnv({ VITE_LOGIN_HOST: 'https://login.example.id/' }).loginHost).toBe(
      'https://login.example.id',
    );
  });

  it('§7 hosts: a value that is neither a path nor an http(s) URL is refused', () => {
    expect(() => parseHost('VITE_API_HOST', 'ftp://x')).toThrow(/VITE_API_HOST/);
  });
});
