/** Bearer-token sessions with expiry (tokens that expire, then 401: SPEC §8). */
import { randomBytes } from 'node:crypto';
import type { MockState, Session } from './types';

export function createSession(
  state: MockState,
  employeeId: number,
  nowMs: number,
  ttlSeconds: number,
): Session {
  const session: Session = {
    token: `mock.${randomBytes(24).toString('hex')}`,
    employeeId,
    createdAt: nowMs,
    expiresAt: nowMs + ttlSeconds * 1000,
  };
  state.sessions.set(session.token, session);
  return session;
}

export type SessionLookup =
  | { ok: true; session: Session }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

/** Reads `Authorization: Bearer <token>`. */
export function lookupSession(
  state: MockState,
  authorization: string | undefined,
  nowMs: number,
): SessionLookup {
  if (!authorization) return { ok: false, reason: 'missing' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  if (!token) return { ok: false, reason: 'unknown' };
  const session = state.sessions.get(token);
  if (!session || !state.employees.has(session.employeeId)) return { ok: false, reason: 'unknown' };
  if (session.expiresAt <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, session };
}

/** POST /__mock/expire-sessions: every session expires now (the next call answers 401). */
export function expireAllSessions(state: MockState, nowMs: number): number {
  let n = 0;
  for (const s of state.sessions.values()) {
    if (s.expiresAt > nowMs) n += 1;
    s.expiresAt = nowMs;
  }
  return n;
}

/** Ends every session of one employee (after a password reset). */
export function endSessionsOf(state: MockState, employeeId: number): void {
  for (const [token, s] of state.sessions) if (s.employeeId === employeeId) state.sessions.delete(token);
}
