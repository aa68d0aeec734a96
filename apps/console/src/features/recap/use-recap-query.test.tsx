/**
 * The recap's address (SPEC §6 "Rekap bulanan"; core rules/recap-query.ts): two changes written before React renders
 * again keep both. The search cleared and a department chosen in the same moment (as a quick hand, or Playwright,
 * does) must not bring the old search back: a number of another department then showed "0 dari 300 karyawan".
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type RecapQueryChange, useRecapQuery } from './use-recap-query';

const MONTHS = ['2026-12', '2026-11'];

function mount(initial: string) {
  const seen: { set: (change: RecapQueryChange) => void; search: string; text: string; dept: string | null } =
    {
      set: () => {},
      search: '',
      text: '',
      dept: null,
    };
  function Probe() {
    const [query, set] = useRecapQuery(MONTHS);
    const location = useLocation();
    seen.set = set;
    seen.search = location.search;
    seen.text = query.search.text;
    seen.dept = query.search.department;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[`/team/recap${initial}`]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

describe('useRecapQuery', () => {
  it('the search cleared, then a department chosen before a render: both kept', () => {
    const seen = mount('?q=H0300&sort=absent');
    expect(seen.text).toBe('H0300');
    act(() => {
      const set = seen.set; // the function of the render before both changes, as the select's handler holds it
      set({ search: { text: '' } });
      set({ search: { department: 'Gudang' } });
    });
    expect(seen.text).toBe('');
    expect(seen.dept).toBe('Gudang');
    expect(seen.search).toBe('?dept=Gudang&sort=absent');
  });

  it('a change after a render starts from the address (a link opened, Back pressed)', () => {
    const seen = mount('?month=2026-11&view=daily');
    act(() => seen.set({ sort: 'late' }));
    expect(seen.search).toBe('?month=2026-11&view=daily&sort=late');
    act(() => seen.set({ month: '2026-12', search: { text: 'budi' } }));
    expect(seen.search).toBe('?view=daily&q=budi&sort=late');
  });
});
