/**
 * The client address the sign-in limits count by (state/throttle.ts). The mock sits behind the apps' preview
 * proxies, so the first `X-Forwarded-For` hop names the client when present; otherwise the connection's address.
 * A real backend trusts that header only from its own proxy. In-process tests (`app.request`) have no socket:
 * they are one client, 'local', unless they send the header.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { MockEnv } from './domains/types';

export function clientAddress(c: Context<MockEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
