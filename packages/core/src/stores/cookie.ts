/**
 * A tiny cookie store over `document.cookie` (SPEC §9: "Auth is kept in a cookie-based store").
 * Cookies are written with `Path=/; SameSite=Strict`, `Secure` on https, and an optional `Max-Age`.
 * Without a document (Node, workers) it keeps values in memory so callers need no special case.
 */

/** The part of `Document` the store needs; tests pass a fake. */
export interface CookieJar {
  cookie: string;
}

export interface CookieWriteOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
}

export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieWriteOptions): void;
  remove(name: string): void;
}

export interface CookieStoreOptions {
  /** Default: the global `document`; `null` forces the in-memory store. */
  jar?: CookieJar | null;
  /** Default: true when the page is served over https. */
  secure?: boolean;
}

function pageIsHttps(): boolean {
  const location = (globalThis as { location?: { protocol?: string } }).location;
  return location?.protocol === 'https:';
}

function memoryStore(): CookieStore {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function createCookieStore(options: CookieStoreOptions = {}): CookieStore {
  const globalDocument = (globalThis as { document?: CookieJar }).document;
  const jar = options.jar === undefined ? globalDocument : options.jar;
  if (!jar) return memoryStore();
  const secure = options.secure ?? pageIsHttps();
  const attributes = (extra: string) => `; Path=/${extra}; SameSite=Strict${secure ? '; Secure' : ''}`;

  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const part of jar.cookie.split(';')) {
        const pair = part.trim();
        const eq = pair.indexOf('=');
        if (eq < 0) continue;
        if (pair.slice(0, eq) === wanted) return decode(pair.slice(eq + 1));
      }
      return undefined;
    },
    set(name, value, write = {}) {
      const maxAge = write.maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(write.maxAgeSeconds)}`;
      jar.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(maxAge)}`;
    },
    remove(name) {
      jar.cookie = `${encodeURIComponent(name)}=${attributes('; Max-Age=0')}`;
    },
  };
}
