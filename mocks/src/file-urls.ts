/**
 * Short-lived signed file URLs (DESIGN "Evidence"; OWASP ASVS 5.0 V8.2.2). An `<img>` cannot send the bearer
 * token, so an answer that carries a photo or an attachment to a caller entitled to its record (every handler
 * checks that before answering) carries it as `/files/<name>?exp=<unix seconds>&sig=<HMAC>`; GET /files/:name
 * serves a file on a valid, unexpired signature, or to a signed-in caller who owns it or is the owner's direct
 * supervisor.
 *
 * - The signature is HMAC-SHA-256 over `<name>.<exp>` with a secret of this process (MOCK_FILE_URL_SECRET, or
 *   random at start), base64url, 32 characters.
 * - `exp` is at least MOCK_FILE_URL_TTL_SECONDS (default 900) ahead, rounded up to 5 minutes, so the board's
 *   reload every 60 s draws the same URLs and the browser keeps its decoded images.
 * - Only the fields that hold evidence are signed (`photo`, `photos`, `attachment`): a text field that happens to
 *   look like a file path is never turned into a pass.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { evidenceFileName } from '@upah/core/rules/evidence-url';

export const EVIDENCE_FIELDS: ReadonlySet<string> = new Set(['photo', 'photos', 'attachment']);
const ROUND_SECONDS = 300;

export interface FileUrlSigner {
  readonly ttlSeconds: number;
  sign(name: string, nowMs: number): string;
  verify(name: string, exp: string | undefined, sig: string | undefined, nowMs: number): boolean;
}

export function fileUrlSigner(secret: string | Buffer, ttlSeconds: number): FileUrlSigner {
  const mac = (name: string, exp: string) =>
    createHmac('sha256', secret).update(`${name}.${exp}`).digest('base64url').slice(0, 32);
  return {
    ttlSeconds,
    sign(name, nowMs) {
      const exp = String(Math.ceil((nowMs / 1000 + ttlSeconds) / ROUND_SECONDS) * ROUND_SECONDS);
      return `/files/${name}?exp=${exp}&sig=${mac(name, exp)}`;
    },
    verify(name, exp, sig, nowMs) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= nowMs) return false;
      const expected = Buffer.from(mac(name, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The signer of a server from its environment. */
export function fileUrlSignerFromEnv(env: NodeJS.ProcessEnv = process.env): FileUrlSigner {
  const ttl = Number(env.MOCK_FILE_URL_TTL_SECONDS);
  return fileUrlSigner(
    env.MOCK_FILE_URL_SECRET || randomBytes(32),
    Number.isInteger(ttl) && ttl > 0 ? ttl : 900,
  );
}

function signValue(value: unknown, signer: FileUrlSigner, nowMs: number): unknown {
  if (typeof value === 'string') {
    const name = evidenceFileName(value.replace(/^https?:\/\/[^/]+/, ''));
    return name === null ? value : signer.sign(name, nowMs);
  }
  if (Array.isArray(value)) return value.map((v) => signValue(v, signer, nowMs));
  return value;
}

/** A copy of an answer's body with every evidence field's file URL signed (others untouched). */
export function signEvidenceUrls(body: unknown, signer: FileUrlSigner, nowMs: number): unknown {
  if (Array.isArray(body)) return body.map((item) => signEvidenceUrls(item, signer, nowMs));
  if (body === null || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = EVIDENCE_FIELDS.has(key)
      ? signValue(value, signer, nowMs)
      : signEvidenceUrls(value, signer, nowMs);
  }
  return out;
}
