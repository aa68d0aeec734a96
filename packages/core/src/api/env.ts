/**
 * An app's environment, read and validated in one place (DESIGN "Env read and validated in one module").
 * Shared by the PWA and the console. Each host defaults to '/api', which vite.config.ts proxies to the mock server in dev and preview.
 */
export interface Env {
  /** Main API host (SPEC §7 "{host} A"). */
  readonly apiHost: string;
  /** Login host (SPEC §7: login goes to a separate host). */
  readonly loginHost: string;
  /** Upload service host. */
  readonly uploadHost: string;
}

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/** A host is a root-relative path ('/api') or an absolute http(s) URL; trailing slashes are dropped. */
export function parseHost(name: string, value: string | boolean | undefined): string {
  if (value === undefined || value === '' || typeof value === 'boolean') return '/api';
  const host = value.trim().replace(/\/+$/, '');
  if (host.startsWith('/') || /^https?:\/\/[^\s/]+/.test(host)) return host || '/';
  throw new Error(`${name} must be a path starting with "/" or an http(s) URL, got "${value}"`);
}

export function readEnv(raw: RawEnv): Env {
  return {
    apiHost: parseHost('VITE_API_HOST', raw.VITE_API_HOST),
    loginHost: parseHost('VITE_LOGIN_HOST', raw.VITE_LOGIN_HOST),
    uploadHost: parseHost('VITE_UPLOAD_HOST', raw.VITE_UPLOAD_HOST),
  };
}
