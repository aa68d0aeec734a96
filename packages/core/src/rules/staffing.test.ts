import { describe, expect, it } from 'vitest';
import type { TeamOffDay } from '../contract/team';
import { shortStaffedDays } from './staffing';

const REQUEST = { requestId: 900, employeeId: 1 };
const mine = { subordinateId: 1, requestId: 900, status: 'pending' as const };
const approved = (id: number) => ({ subordinateId: id, requestId: 100 + id, status: 'approved' as const });
const pending = (id: number) => ({ subordinateId: id, requestId: 100 + id, status: 'pending' as const });
const day = (date: string, scheduled: number, off: TeamOffDay['off']): TeamOffDay => ({
  date,
  scheduled,
  off,
});

describe('shortStaffedDays: who would be left at work (work policy minShareAtWork)', () => {
  it.each([
    // 8 with a shift, half must stay: the employee and 3 others away leave 4 (fine); 4 others away leave 3 (warns)
    { others: 3, share: 0.5, atWork: 4, warns: false },
    { others: 4, share: 0.5, atWork: 3, warns: true },
    { others: 7, share: 0.5, atWork: 0, warns: true },
    { others: 0, share: 0.5, atWork: 7, warns: false },
    // a share of 0 never warns; a share of 1 warns whenever anyone is away
    { others: 7, share: 0, atWork: 0, warns: false },
    { others: 0, share: 1, atWork: 7, warns: true },
    // 0.75 of 8 is 6: 6 at work is fine, 5 warns
    { others: 1, share: 0.75, atWork: 6, warns: false },
    { others: 2, share: 0.75, atWork: 5, warns: true },
  ])(
    '8 with a shift, $others others on approved leave, share $share: $atWork at work, warns $warns',
    ({ others, share, atWork, warns }) => {
      const off = [mine, ...Array.from({ length: others }, (_, i) => approved(i + 2))];
      const short = shortStaffedDays([day('2026-10-16', 8, off)], REQUEST, share);
      expect(short).toEqual(
        warns ? [{ date: '2026-10-16', scheduled: 8, atWork, needed: Math.ceil(8 * share) }] : [],
      );
    },
  );

  it('pending leaves of others take nobody away; a day the employee has no shift changes nothing', () => {
    const days = [
      day('2026-10-16', 8, [mine, approved(2), approved(3), pending(4), pending(5), pending(6)]),
      // Sunday: the employee has no shift, so is not among those off, whatever the others do
      day('2026-10-18', 2, [approved(2), approved(3)]),
    ];
    expect(shortStaffedDays(days, REQUEST, 0.5)).toEqual([]);
  });

  it('names each short day of a longer leave, in order', () => {
    const days = [
      day('2026-10-16', 4, [mine, approved(2)]),
      day('2026-10-17', 4, [mine]),
      day('2026-10-19', 4, [mine, approved(2), approved(3)]),
    ];
    expect(shortStaffedDays(days, REQUEST, 0.5)).toEqual([
      { date: '2026-10-19', scheduled: 4, atWork: 1, needed: 2 },
    ]);
    // 2 of 4 at work on the 16th is exactly half: fine
  });

  it('the employee counted once, whether found by the request or by their id; a share out of range is clamped', () => {
    const twice = [
      { ...mine },
      { subordinateId: 1, requestId: 901, status: 'approved' as const },
      approved(2),
    ];
    expect(shortStaffedDays([day('2026-10-16', 3, twice)], REQUEST, 0.5)).toEqual([
      { date: '2026-10-16', scheduled: 3, atWork: 1, needed: 2 },
    ]);
    expect(shortStaffedDays([day('2026-10-16', 3, [mine])], REQUEST, Number.NaN)).toEqual([]);
    expect(shortStaffedDays([day('2026-10-16', 3, [mine])], REQUEST, 7)).toEqual([
      { date: '2026-10-16', scheduled: 3, atWork: 2, needed: 3 },
    ]);
  });
});
