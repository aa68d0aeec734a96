/**
 * What a domain operation answers: a value, or a refusal with the HTTP status a backend would send
 * (docs/ARCHITECTURE.md "Wire format": 400 input, 403 role/hierarchy/module, 404 unknown id, 409 state).
 * Domain functions are pure over their own state and return this instead of throwing.
 */
import { httpError, SERVER_MESSAGES } from '../http-error';

export type RefusalStatus = 400 | 403 | 404 | 409;
export type Refusal = { ok: false; status: RefusalStatus; message: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refuse = (status: RefusalStatus, message: string): Refusal => ({ ok: false, status, message });

/** SPEC §8: 403 elsewhere than login reads 'Anda tidak memiliki akses untuk fitur ini.' */
export const forbidden = (): Refusal => refuse(403, SERVER_MESSAGES.forbidden);
export const notFound = (what: string): Refusal => refuse(404, `${what} tidak ditemukan`);

/** In a handler: the value, or the refusal thrown as the HTTP error route() answers with. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw httpError(outcome.status, outcome.message);
  return outcome.value;
}
