/**
 * Developer controls (docs/ARCHITECTURE.md "Mock server"): personas, last OTP, reset,
 * expire sessions, and the shift requests (which neither SPEC nor the apps can read back: the e2e chaos run
 * counts them here). Outside the contract: these are not calls the apps make.
 */
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

    app.post('/__mock/reset', (c) => {
      ctx.reset();
      return c.json({ message: 'Mock direset ke data awal', seed: ctx.state.seed });
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
