/**
 * Evidence that is the caller's own (DESIGN "Evidence"; OWASP ASVS 5.0 V8.2.2, V1.2.2). Every write that records a
 * photo or an attachment (clock-in, remote, a subordinate's manual presence, every request, a loan's signed form)
 * calls {@link requireOwnEvidence} on each URL BEFORE it records anything:
 *
 *   const photo = requireOwnEvidence(args, input.body.photo, { field: 'photo' });
 *   const photos = requireOwnEvidenceList(args, input.body.photos, { field: 'photos' });
 *
 * It answers the canonical host-relative URL to store (`/files/<name>`) or throws 400 with an Indonesian message:
 * the URL is not one of our files (an outside URL, another scheme, another path), the file is someone else's, or
 * it was uploaded more than the allowed time before the moment the record is about to keep. A URL the caller got
 * back from an upload is accepted as it came (`/files/<name>`), absolute on this server's origin, or with the
 * signature query of an answer (file-urls.ts).
 *
 * How old an upload may be: MOCK_EVIDENCE_MAX_AGE_MINUTES (default 10) for a clock-in selfie and
 * MOCK_REQUEST_EVIDENCE_MAX_AGE_MINUTES (default 60) for a request's photos and a loan's form (a form takes longer
 * to fill than a selfie). The age counts back from `at`: the moment the record keeps (a clock-in kept offline is
 * recorded at its tap, its selfie uploaded when the signal came back, after it), or the server's time.
 */
import { evidenceFileName } from '@upah/core/rules/evidence-url';
import type { Context } from 'hono';
import { httpError } from '../http-error';
import type { Employee, MockState } from '../state/types';
import type { MockEnv } from './types';

export const EVIDENCE_MESSAGES = {
  notOurs: 'harus berupa file yang diunggah lewat aplikasi',
  notYours: 'file ini bukan unggahan Anda',
  stale: 'file sudah terlalu lama diunggah, ambil foto lagi',
} as const;

const minutesFrom = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The two windows of the module comment, in ms. */
export function evidenceMaxAgeMs(kind: 'selfie' | 'request', env: NodeJS.ProcessEnv = process.env): number {
  return kind === 'selfie'
    ? minutesFrom(env.MOCK_EVIDENCE_MAX_AGE_MINUTES, 10) * 60_000
    : minutesFrom(env.MOCK_REQUEST_EVIDENCE_MAX_AGE_MINUTES, 60) * 60_000;
}

/** What a handler passes: its state, caller, clock and request (for this server's origin). */
export interface EvidenceCaller {
  readonly state: MockState;
  readonly user: Employee;
  readonly now: Date;
  readonly c: Context<MockEnv>;
}

export interface EvidenceOptions {
  /** The body field, named in the message (`photo: …`). */
  field: string;
  /** 'selfie' (10 minutes) or 'request' (60 minutes); default 'request'. */
  kind?: 'selfie' | 'request';
  /** The moment the record keeps; default the server's time. */
  at?: Date;
}

/** The `/files/<name>` part of a URL the caller may send back, or null when it is not one of our files. */
function ourPath(url: string, origin: string): string | null {
  if (url.startsWith('/')) return url;
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : null;
}

/** The stored name behind `url` when it is the caller's own fresh upload; 400 otherwise (module comment). */
export function requireOwnEvidence(args: EvidenceCaller, url: string, options: EvidenceOptions): string {
  const { state, user, now, c } = args;
  const path = ourPath(url, new URL(c.req.url).origin);
  const name = path === null ? null : evidenceFileName(path);
  const file = name === null ? undefined : state.files.get(name);
  if (name === null || !file) throw httpError(400, `${options.field}: ${EVIDENCE_MESSAGES.notOurs}`);
  if (file.ownerId !== user.id) throw httpError(400, `${options.field}: ${EVIDENCE_MESSAGES.notYours}`);
  const at = Math.min(now.getTime(), (options.at ?? now).getTime());
  const maxAge = evidenceMaxAgeMs(options.kind ?? 'request');
  if (file.createdAt < at - maxAge || file.createdAt > now.getTime()) {
    throw httpError(400, `${options.field}: ${EVIDENCE_MESSAGES.stale}`);
  }
  return `/files/${name}`;
}

/** {@link requireOwnEvidence} for each URL of a list (photos[i] named in the message). */
export function requireOwnEvidenceList(
  args: EvidenceCaller,
  urls: readonly string[],
  options: EvidenceOptions,
): string[] {
  return urls.map((url, i) => requireOwnEvidence(args, url, { ...options, field: `${options.field}.${i}` }));
}

/** {@link requireOwnEvidence} for an optional field: null and undefined stay as they are. */
export function optionalOwnEvidence(
  args: EvidenceCaller,
  url: string | null | undefined,
  options: EvidenceOptions,
): string | null {
  return url == null ? null : requireOwnEvidence(args, url, options);
}
