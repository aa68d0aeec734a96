import { describe, expect, it } from 'vitest';
import {
  type AdditionalInfoField,
  entryBody,
  entryForm,
  newEntryForm,
  restoreProductionFilter,
  sumCounts,
} from './production';

const fields: AdditionalInfoField[] = [
  { code: 'SIZE', name: 'Ukuran', type: 'text', isChoice: true, values: ['S', 'M'], isMandatory: true },
  { code: 'NOTE', name: 'Catatan', type: 'text', isChoice: false, values: [], isMandatory: false },
];
const crew = [
  { memberId: 1, name: 'Ani' },
  { memberId: 2, name: 'Budi' },
];

describe('production entry form', () => {
  it('§5 every member needs a count with step 0.01; mandatory and choice fields follow core', () => {
    const result = entryBody(fields, crew, { members: { '1': '12.5', '2': '' }, info: { SIZE: 'XL' } });
    expect(result).toEqual({
      ok: false,
      errors: {
        members: { '2': { ok: false, message: 'fieldRequired', vars: { field: 'Budi' } } },
        info: { SIZE: { ok: false, message: 'choiceInvalid', vars: { field: 'Ukuran' } } },
      },
    });
    const bad = entryBody(fields, crew, { members: { '1': '1.234', '2': '1' }, info: { SIZE: 'M' } });
    expect(bad.ok === false && bad.errors.members['1']?.message).toBe('countNotNumber');
  });

  it('§3 entry submit payload: member values as numbers, empty optional fields left out', () => {
    expect(
      entryBody(fields, crew, { members: { '1': '12.5', '2': '0' }, info: { SIZE: ' M ', NOTE: '' } }),
    ).toEqual({
      ok: true,
      value: {
        additionalInformation: [{ code: 'SIZE', selectedValue: 'M' }],
        memberValues: [
          { memberId: 1, value: 12.5 },
          { memberId: 2, value: 0 },
        ],
      },
    });
  });

  it('production: a new entry takes the last entry’s additional information, for the fields the item has', () => {
    const entries = [
      { additionalInfo: [{ code: 'SIZE', selectedValue: 'S' }] },
      {
        additionalInfo: [
          { code: 'SIZE', selectedValue: 'M' },
          { code: 'OLD', selectedValue: 'x' },
        ],
      },
    ];
    expect(newEntryForm(fields, entries)).toEqual({ members: {}, info: { SIZE: 'M' } });
    expect(newEntryForm(fields, [])).toEqual({ members: {}, info: {} });
  });

  it('edit starts from the entry’s own values', () => {
    expect(
      entryForm({
        additionalInfo: [{ code: 'SIZE', selectedValue: 'S' }],
        memberValue: [{ memberId: 1, value: 2.5 }],
      }),
    ).toEqual({ members: { '1': '2.5' }, info: { SIZE: 'S' } });
  });

  it('§9 totals are summed in hundredths', () => {
    expect(sumCounts([0.1, 0.2])).toBe(0.3);
    expect(sumCounts([])).toBe(0);
  });
});

describe('§4 filter restore when the project list changes', () => {
  const projects = [{ id: 4 }, { id: 7 }];
  it('the stored project comes back with its date', () => {
    expect(restoreProductionFilter(projects, { projectId: 7, date: '2024-05-01' }, '2024-05-15')).toEqual({
      projectId: 7,
      date: '2024-05-01',
    });
  });
  it('otherwise the first project (today when no date was stored)', () => {
    expect(restoreProductionFilter(projects, { projectId: 9, date: '' }, '2024-05-15')).toEqual({
      projectId: 4,
      date: '2024-05-15',
    });
    expect(restoreProductionFilter([], null, '2024-05-15')).toEqual({ projectId: null, date: '2024-05-15' });
  });
});
