/**
 * The "answer lost after the server saved it" fault (MOCK_DROP_RATE, `x-mock-drop-rate`): the write has committed,
 * then the connection is cut before a byte of the answer is sent, as when a phone's network drops mid-request.
 * The client sees a network error and can only find out what happened by retrying with the same Idempotency-Key.
 *
 * In-process tests (`app.request`) have no socket to cut: they get status 599 with `x-mock-dropped: 1`, a status
 * no client code treats as an answer.
 */
import type { Context } from 'hono';
import type { MockEnv } from './domains/types';

export const DROPPED_STATUS = 599;

interface NodeBindings {
  incoming?: { socket?: { destroy: () => void } };
}

export function dropAnswer(c: Context<MockEnv>): Response {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
  if (socket) {
    socket.destroy();
    return new Response(null, { status: 204 });
  }
  return new Response(null, { status: DROPPED_STATUS, headers: { 'x-mock-dropped': '1' } });
}
