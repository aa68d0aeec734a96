import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesTeamSearch,
  NO_TEAM_SEARCH,
  type Searchable,
  searchKey,
  teamSearchChoices,
  teamSearched,
  teamSorted,
} from './team-search';

const person = (
  name: string,
  employeeNumber: string,
  department: string | null = null,
  loc: string | null = null,
  shift: string | null = null,
) =>
  ({
    name,
    employeeNumber,
    department,
    workLocation: loc ? { code: loc, name: `Kantor ${loc}` } : null,
    shift: shift ? { name: shift } : null,
  }) satisfies Searchable;

const PEOPLE = [
  person('Wulan Wijaya', 'EMP-0291', 'Jahit', 'PLT1', 'Shift Malam'),
  person('André Siregar', 'EMP-0007', 'Potong', 'PLT2', 'Shift Pagi'),
  person('Budi Santoso', 'EMP-0001', 'Jahit', 'PLT2', 'Shift Pagi'),
  person('Siti  Nurhaliza', 'EMP-1200', null, null),
];
const names = (search: Partial<typeof NO_TEAM_SEARCH>) =>
  teamSearched(PEOPLE, { ...NO_TEAM_SEARCH, ...search }).map((p) => p.name);

describe('searchKey: case, diacritics and spaces do not count', () => {
  it.each([
    ['André', 'andre'],
    ['  SITI   Nurhaliza ', 'siti nurhaliza'],
    ['Ça va', 'ca va'],
    ['EMP-0291', 'emp-0291'],
  ])('%j → %j', (text, key) => expect(searchKey(text)).toBe(key));
});

describe('teamSearched: name or employee number, department, work location', () => {
  it.each([
    ['', ['Wulan Wijaya', 'André Siregar', 'Budi Santoso', 'Siti  Nurhaliza']],
    ['wulan', ['Wulan Wijaya']],
    ['WIJAYA', ['Wulan Wijaya']],
    ['andre', ['André Siregar']],
    ['wij wul', ['Wulan Wijaya']],
    ['siti nurhaliza', ['Siti  Nurhaliza']],
    ['emp-000', ['André Siregar', 'Budi Santoso']],
    ['0291', ['Wulan Wijaya']],
    ['zz', []],
  ])('text %j', (text, expected) => expect(names({ text })).toEqual(expected));

  it('a department, a work location, and both with a text', () => {
    expect(names({ department: 'Jahit' })).toEqual(['Wulan Wijaya', 'Budi Santoso']);
    expect(names({ workLocation: 'PLT2' })).toEqual(['André Siregar', 'Budi Santoso']);
    expect(names({ department: 'Jahit', workLocation: 'PLT2' })).toEqual(['Budi Santoso']);
    expect(names({ department: 'Jahit', text: 'wulan' })).toEqual(['Wulan Wijaya']);
    expect(names({ department: 'Potong', text: 'wulan' })).toEqual([]);
  });

  it.each([
    ['Shift Pagi', {}, ['André Siregar', 'Budi Santoso']],
    ['Shift Malam', {}, ['Wulan Wijaya']],
    ['Shift Siang', {}, []],
    ['Shift Pagi', { department: 'Jahit' }, ['Budi Santoso']],
    ['Shift Pagi', { text: 'andre' }, ['André Siregar']],
  ])('shift %j with %j', (shift, more, expected) => expect(names({ shift, ...more })).toEqual(expected));

  it('the choices: each department and location once, by name', () => {
    expect(teamSearchChoices(PEOPLE)).toEqual({
      departments: ['Jahit', 'Potong'],
      workLocations: [
        { code: 'PLT1', name: 'Kantor PLT1' },
        { code: 'PLT2', name: 'Kantor PLT2' },
      ],
      shifts: ['Shift Malam', 'Shift Pagi'],
    });
  });

  it('property: the result is the people that match, in their order; an empty search keeps everyone', () => {
    const arbPerson = fc.record({
      name: fc.string({ maxLength: 12 }),
      employeeNumber: fc.string({ maxLength: 6 }),
      department: fc.constantFrom(null, 'Jahit', 'Potong'),
      workLocation: fc.constantFrom(null, { code: 'A', name: 'A' }, { code: 'B', name: 'B' }),
      shift: fc.constantFrom(null, { name: 'Pagi' }, { name: 'Malam' }),
    });
    fc.assert(
      fc.property(
        fc.array(arbPerson, { maxLength: 30 }),
        fc.string({ maxLength: 4 }),
        fc.constantFrom(null, 'Jahit'),
        fc.constantFrom(null, 'A'),
        fc.constantFrom(null, 'Malam'),
        (people, text, department, workLocation, shift) => {
          const search = { text, department, workLocation, shift };
          const kept = teamSearched(people, search);
          expect(kept).toEqual(people.filter((p) => matchesTeamSearch(p, search)));
          // every filter chosen holds for each kept person
          for (const p of kept) {
            if (department) expect(p.department).toBe(department);
            if (workLocation) expect(p.workLocation?.code).toBe(workLocation);
            if (shift) expect(p.shift?.name).toBe(shift);
          }
          for (const p of kept) {
            // counted here: every word of the search is in the name or the number, without case or marks
            const hay = `${p.name} ${p.employeeNumber}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
            for (const w of text
              .normalize('NFD')
              .replace(/\p{M}/gu, '')
              .toLowerCase()
              .split(/\s+/)
              .filter(Boolean))
              expect(hay.replace(/\s+/g, ' ')).toContain(w);
          }
          expect(teamSearched(people, NO_TEAM_SEARCH)).toBe(people);
        },
      ),
    );
  });
});

describe('teamSorted: the largest figure first, by name within a tie; by name keeps the order', () => {
  const rows = [
    { name: 'Budi', late: 5, absent: 0 },
    { name: 'Ani', late: 5, absent: 2 },
    { name: 'Citra', late: 30, absent: 1 },
  ];
  const figure = (r: (typeof rows)[number], sort: 'late' | 'absent') => (sort === 'late' ? r.late : r.absent);
  it.each([
    ['name', ['Budi', 'Ani', 'Citra']],
    ['late', ['Citra', 'Ani', 'Budi']],
    ['absent', ['Ani', 'Citra', 'Budi']],
  ] as const)('%s', (sort, expected) =>
    expect(teamSorted(rows, sort, figure).map((r) => r.name)).toEqual(expected),
  );
});
