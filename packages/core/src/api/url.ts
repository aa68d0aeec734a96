/**
 * URL pieces of a call: a host (absolute URL or a same-origin prefix such as '/api') joined with the
 * endpoint path, and a query string that skips undefined values.
 */

/**
 * Joins a host and a path that starts with '/'. Works for 'https://x.id/v1', '/api' and ''. A relative
 * result is resolved against the page (`location.href`) so it is a full URL wherever `Request` runs.
 */
export function joinUrl(host: string, path: string): string {
  const joined = host.replace(/\/+$/, '') + path;
  if (/^[a-z][a-z\d+.-]*:/i.test(joined)) return joined;
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  return base ? new URL(joined, base).href : joined;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `?a=1&b=x` from an object; undefined and null are left out, arrays repeat the key. '' when empty. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const value = raw as QueryValue;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
