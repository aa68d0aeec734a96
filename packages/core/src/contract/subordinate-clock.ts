/**
 * The supervisor's clock-in and clock-out of a direct subordinate (SPEC §3 "Supervisor presence payload", §7
 * clock-in/subordinate, clock-out/subordinate), after a QR scan or by hand. Apart from ./attendance.ts, which
 * re-exports it and lists the endpoints in its table, so the scan screen and the manual presence form load these and
 * the presence item, not the employee's clock, remote and check-list schemas.
 */
import * as z from 'zod/mini';
import { fileUrl, id, jakartaTimestamp, position } from './common';
import { endpoint, specExtension } from './endpoint';
import { presenceHistoryItem } from './presence-history';

/** SPEC §3 "Supervisor presence payload" / §7 clock-in/subordinate: clockIn is the entered time (+07:00). */
const subordinatePresence = {
  subordinateId: id,
  scheduleId: id,
  ...position,
  photo: z.optional(z.nullable(fileUrl)),
  presenceType: z.optional(z.enum(['manual', 'qr'])),
  /**
   * Extension (docs/ARCHITECTURE.md "The gate code"): the scanned code's text, sent with a 'qr' presence so the
   * server checks its signature again with the subordinate's registered key (403 for a forged one) and refuses
   * a code already recorded (409). Absent for manual presences.
   */
  qrCode: z.optional(
    specExtension(
      z.string().check(z.maxLength(8192)),
      "The scanned QR code's text (our signed gate code); the server verifies kid and sig against the subordinate's registered key.",
    ),
  ),
};

export const subordinateClockInBody = z.object({ ...subordinatePresence, clockIn: jakartaTimestamp });
export type SubordinateClockInBody = z.infer<typeof subordinateClockInBody>;

export const subordinateClockOutBody = z.object({ ...subordinatePresence, clockOut: jakartaTimestamp });
export type SubordinateClockOutBody = z.infer<typeof subordinateClockOutBody>;

export const subordinateClockEndpoints = {
  subordinateClockIn: endpoint({
    id: 'attendance.subordinateClockIn',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-in/subordinate',
    body: subordinateClockInBody,
    response: presenceHistoryItem,
    doc: "Supervisor clocks a direct subordinate in at clockIn (+07:00). presenceType 'qr' after a QR scan, 'manual' (default) for manual entry; manual presences wait for approval. 403 when not a direct subordinate; 404 when the schedule does not exist; 400 when it is another employee's schedule. An Idempotency-Key (offline queue) replays the first answer.",
  }),
  subordinateClockOut: endpoint({
    id: 'attendance.subordinateClockOut',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-out/subordinate',
    body: subordinateClockOutBody,
    response: presenceHistoryItem,
    doc: 'Supervisor clocks a direct subordinate out at clockOut (+07:00); same rules as subordinateClockIn (403, 404 for an unknown schedule, 409 without a clock-in).',
  }),
} as const;
