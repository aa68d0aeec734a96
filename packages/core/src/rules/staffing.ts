/**
 * Who would be left at work if a leave were approved (DESIGN "Team views and payroll": context while deciding a
 * leave). On each day of the leave on which the employee has a shift, the team at work is those with a shift that
 * day minus those on approved leave, minus the employee: approving warns when that is fewer than the company's share
 * (work policy `minShareAtWork`, half by default) of those with a shift. Pending leaves of others take nobody away
 * yet; a day the employee does not work changes nothing. A warning, never a block.
 *
 * 8 with a shift, a share of 0.5: 4 left at work is fine, 3 warns.
 */
import type { TeamOffDay } from '../contract/team';

export interface StaffingRequest {
  /** The leave being decided, and whose it is. */
  readonly requestId: number;
  readonly employeeId: number;
}

export interface ShortDay {
  readonly date: string;
  /** With a shift that day. */
  readonly scheduled: number;
  /** At work if the leave is approved. */
  readonly atWork: number;
  /** The fewest at work the share allows (rounded up). */
  readonly needed: number;
}

/** The days on which approving `request` leaves fewer than `minShare` of those with a shift at work. */
export function shortStaffedDays(
  days: readonly Pick<TeamOffDay, 'date' | 'scheduled' | 'off'>[],
  request: StaffingRequest,
  minShare: number,
): ShortDay[] {
  const share = Number.isFinite(minShare) ? Math.min(1, Math.max(0, minShare)) : 0;
  const short: ShortDay[] = [];
  for (const day of days) {
    const works = day.off.some(
      (o) => o.requestId === request.requestId || o.subordinateId === request.employeeId,
    );
    if (!works) continue;
    const away = new Set(
      day.off
        .filter((o) => o.status === 'approved' && o.subordinateId !== request.employeeId)
        .map((o) => o.subordinateId),
    );
    const atWork = Math.max(0, day.scheduled - away.size - 1);
    if (atWork < share * day.scheduled)
      short.push({
        date: day.date,
        scheduled: day.scheduled,
        atWork,
        needed: Math.ceil(share * day.scheduled),
      });
  }
  return short;
}
