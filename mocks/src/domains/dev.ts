/**
 * Developer controls (docs/ARCHITECTURE.md "Mock server"): personas, last OTP, reset,
 * expire sessions, and the shift requests (which neither SPEC nor the apps can read back: the e2e chaos run
 * counts them here). Outside the contract: these are not calls the apps make.
 */
import type { Context } from 'hono';
import { type ClockSetting, parseInstant } from '../clock';
import { personaRows } from '../personas';
import { latestOtp } from '../state/otp';
import { expireAllSessions } from '../state/sessions';
import { defineDomain } from './types';

export const devDomain = defineDomain({
  name: 'dev',
  register(app, ctx) {
    app.get('/__mock/personas', (c) => c.json(personaRows()));

    app.get('/__mock/otp', (c) => {
      const phoneNumber = (c.req.query('phoneNumber') ?? '').trim().replace(/^ /, '+');
      if (!phoneNumber) return c.json({ message: 'phoneNumber: required' }, 400);
      // accept "+62811…" and, since "+" in a query string arrives as a space, "62811…"
      const candidates = [phoneNumber, phoneNumber.startsWith('+') ? phoneNumber : `+${phoneNumber}`];
      const record = candidates.map((p) => latestOtp(ctx.state, p)).find((r) => r !== undefined);
      if (!record) return c.json({ message: 'Belum ada OTP untuk nomor ini' }, 404);
      return c.json({
        phoneNumber: record.phoneNumber,
        purpose: record.purpose,
        code: record.code,
        expiresAt: new Date(record.expiresAt).toISOString(),
        used: record.used,
        attempts: record.attempts,
      });
    });

    // Body (optional) { now?: instant with offset, frozen?: boolean }: with `now`, the clock is pinned there before
    // the seed is laid again (relative to it); without, the clock returns to its default (MOCK_NOW or the host).
    app.post('/__mock/reset', async (c) => {
      const setting = await clockBody(c, false);
      if (setting === 'invalid') return c.json({ message: CLOCK_BODY_MESSAGE }, 400);
      if (setting) ctx.clock.set(setting);
      else ctx.clock.restore();
      ctx.reset();
      return c.json({
        message: 'Mock direset ke data awal',
        seed: ctx.state.seed,
        clock: ctx.clock.describe(),
      });
    });

    app.get('/__mock/clock', (c) => c.json(ctx.clock.describe()));

    // { now: instant with offset, frozen?: boolean }: moves the clock, keeps the data (a day that changes under a
    // screen); { now: null } returns it to its default.
    app.post('/__mock/clock', async (c) => {
      const setting = await clockBody(c, true);
      if (setting === 'invalid') return c.json({ message: CLOCK_BODY_MESSAGE }, 400);
      if (setting) ctx.clock.set(setting);
      else ctx.clock.restore();
      return c.json(ctx.clock.describe());
    });

    // ?desc= narrows to the requests whose Keterangan is exactly that text
    app.get('/__mock/shift-requests', (c) => {
      const desc = c.req.query('desc');
      const shiftRequests = [...ctx.state.domains.shift.requests.values()].filter(
        (r) => desc === undefined || r.desc === desc,
      );
      return c.json({ count: shiftRequests.length, shiftRequests });
    });

    app.post('/__mock/expire-sessions', (c) => {
      const expired = expireAllSessions(ctx.state, ctx.now().getTime());
      return c.json({ message: 'Semua sesi berakhir', expired });
    });
  },
});

const CLOCK_BODY_MESSAGE =
  'now: harus berupa waktu dengan zona, mis. 2026-11-29T07:30:00+07:00; frozen: true atau false';

/**
 * The clock in a dev route's JSON body: a setting, null when the body names no instant (empty body, `{}` or
 * `{ now: null }`), 'invalid' otherwise. `needBody`: an empty body is invalid (POST /__mock/clock).
 */
async function clockBody(c: Context, needBody: boolean): Promise<ClockSetting | null | 'invalid'> {
  const text = await c.req.text();
  if (text.trim() === '') return needBody ? 'invalid' : null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'invalid';
  const { now, frozen } = body as { now?: unknown; frozen?: unknown };
  if (frozen !== undefined && typeof frozen !== 'boolean') return 'invalid';
  if (now === undefined || now === null) return null;
  const atMs = typeof now === 'string' ? parseInstant(now) : null;
  if (atMs === null) return 'invalid';
  return { atMs, frozen: frozen === true };
}
