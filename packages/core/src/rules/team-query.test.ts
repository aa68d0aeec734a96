/** A team screen's state in its address (DESIGN "Where HR works": deep links with their filters in the query). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_DAY_STATUSES } from './team-day-statuses';
import { dayOfQuery, teamDayQueryOf, teamDayQueryString } from './team-query';

const TODAY = '2026-10-20';
const read = (query: string) => teamDayQueryOf(new URLSearchParams(query), TODAY);

describe('teamDayQueryOf', () => {
  it('reads the issue example: a past day, late, searching wulan', () => {
    expect(read('date=2026-10-15&status=late&q=wulan')).toEqual({
      date: '2026-10-15',
      status: 'late',
      search: { text: 'wulan', department: null, workLocation: null, shift: null },
      sort: 'name',
    });
  });

  it('reads department, work location, shift and the order', () => {
    expect(read('dept=Jahit&loc=PLT-B&shift=Shift%20Malam&sort=late')).toEqual({
      date: null,
      status: null,
      search: { text: '', department: 'Jahit', workLocation: 'PLT-B', shift: 'Shift Malam' },
      sort: 'late',
    });
    expect(read('sort=absent').sort).toBe('absent');
  });

  it.each([
    ['', null],
    ['date=2026-10-19', '2026-10-19'],
    ['date=2026-10-20', null], // today is the plain board
    ['date=2026-10-21', null], // a day not yet come
    ['date=2026-02-30', null],
    ['date=15-10-2026', null],
    ['date=2026-10-1', null],
    ['date=yesterday', null],
  ])('date in %j reads as %j', (query, date) => {
    expect(read(query).date).toBe(date);
  });

  it.each([
    ['status=late', 'late'],
    ['status=absent', 'absent'],
    ['status=LATE', null],
    ['status=alpa', null],
    ['status=', null],
  ])('status in %j reads as %j', (query, status) => {
    expect(read(query).status).toBe(status);
  });

  it.each([
    ['sort=name', 'name'],
    ['sort=late', 'late'],
    ['sort=absent', 'absent'],
    ['sort=salary', 'name'],
  ])('%j orders by %s', (query, sort) => {
    expect(read(query).sort).toBe(sort);
  });

  it('leaves out blank department and location', () => {
    expect(read('dept=%20&loc=&shift=').search).toEqual({
      text: '',
      department: null,
      workLocation: null,
      shift: null,
    });
  });
});

describe('teamDayQueryString', () => {
  it('is empty for the plain board', () => {
    expect(teamDayQueryString(read(''))).toBe('');
  });

  it('writes every part, in a fixed order, encoded', () => {
    expect(
      teamDayQueryString({
        date: '2026-10-15',
        status: 'late',
        search: {
          text: 'Wulan W',
          department: 'Gudang & Kirim',
          workLocation: 'PLT-B',
          shift: 'Shift Malam',
        },
        sort: 'late',
      }),
    ).toBe(
      'date=2026-10-15&status=late&q=Wulan+W&dept=Gudang+%26+Kirim&loc=PLT-B&shift=Shift+Malam&sort=late',
    );
  });

  it('reads back what it writes (any day before today, any status, any text)', () => {
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2026-10-19T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.option(day, { nil: null }),
        fc.option(fc.constantFrom(...TEAM_DAY_STATUSES), { nil: null }),
        fc.string(),
        fc.option(
          fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''),
          { nil: null },
        ),
        fc.constantFrom('name', 'late', 'absent' as const),
        (date, status, text, department, sort) => {
          const query = {
            date,
            status,
            search: { text, department, workLocation: null, shift: null },
            sort,
          } as const;
          expect(read(teamDayQueryString(query))).toEqual(query);
        },
      ),
    );
  });
});

describe('dayOfQuery', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    [null, null],
  ])('%j reads as %j', (text, day) => {
    expect(dayOfQuery(text)).toBe(day);
  });
});
