import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecapQuery, recapQueryParams } from './recap-query';

const MONTHS = ['2026-10', '2026-09', '2026-08'];
const parse = (query: string) => parseRecapQuery(new URLSearchParams(query), MONTHS);

describe('parseRecapQuery: the address, each bad value its default', () => {
  it.each([
    ['', '2026-10', 'summary', 'name'],
    ['month=2026-09&view=daily&sort=absent', '2026-09', 'daily', 'absent'],
    ['month=2026-13&view=grid&sort=loud', '2026-10', 'summary', 'name'],
    ['month=2025-01', '2026-10', 'summary', 'name'],
    ['month=2026-08&sort=late', '2026-08', 'summary', 'late'],
  ])('%j → %s %s %s', (query, month, view, sort) => {
    const q = parse(query);
    expect([q.month, q.view, q.sort]).toEqual([month, view, sort]);
  });

  it('the search and filters; blank filters are none', () => {
    expect(parse('q=wulan&dept=Jahit&loc=PLT1&shift=Shift%20Malam').search).toEqual({
      text: 'wulan',
      department: 'Jahit',
      workLocation: 'PLT1',
      shift: 'Shift Malam',
    });
    expect(parse('dept=&loc=%20&shift=').search).toEqual({
      text: '',
      department: null,
      workLocation: null,
      shift: null,
    });
  });

  it.each([
    ['status=absent', 'absent'],
    ['status=leave', 'leave'],
    ['status=present', null],
    ['status=', null],
    ['', null],
  ])('%j narrows to %j', (query, status) => {
    expect(parse(query).status).toBe(status);
  });

  it('defaults are left out of the address', () => {
    expect(recapQueryParams(parse('month=2026-10&view=summary&sort=name'), MONTHS).toString()).toBe('');
    expect(recapQueryParams(parse('month=2026-09&view=daily&q=wulan&sort=absent'), MONTHS).toString()).toBe(
      'month=2026-09&view=daily&q=wulan&sort=absent',
    );
  });

  it('property: what the address says is what is read back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONTHS),
        fc.constantFrom('summary' as const, 'daily' as const),
        fc.string({ maxLength: 8 }),
        fc.constantFrom(null, 'Jahit', 'Potong Kain'),
        fc.constantFrom(null, 'PLT1'),
        fc.constantFrom(null, 'Shift Malam'),
        fc.constantFrom('name' as const, 'absent' as const, 'late' as const),
        fc.constantFrom(null, 'absent' as const, 'late' as const, 'leave' as const),
        (month, view, text, department, workLocation, shift, sort, status) => {
          const query = { month, view, search: { text, department, workLocation, shift }, sort, status };
          expect(parseRecapQuery(recapQueryParams(query, MONTHS), MONTHS)).toEqual(query);
        },
      ),
    );
  });
});
