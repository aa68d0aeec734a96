import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import {
  PRODUCTION_BOX_FILTERS,
  PRODUCTION_ENTRY_STATUSES,
  PRODUCTION_LOG_STATUSES,
  productionEndpoints,
} from './production';

describe('production tracking contract (SPEC §3, §4, §6, §7 Production tracking)', () => {
  it('§4 production log and entry statuses', () => {
    expect(PRODUCTION_LOG_STATUSES).toEqual([
      'PENDING',
      'CHECKING',
      'WAIT_FOR_APPROVAL',
      'APPROVED',
      'NEED_REVISION',
    ]);
    expect(PRODUCTION_ENTRY_STATUSES).toEqual(['PENDING', 'APPROVED', 'NEED_REVISION']);
  });

  it('§6 box filters narrow the groups list; other filters are refused', () => {
    for (const status of PRODUCTION_BOX_FILTERS) {
      expect(productionEndpoints.groups.query.parse({ status })).toEqual({ status });
    }
    expect(productionEndpoints.groups.query.parse({})).toEqual({});
    expect(failedFields(productionEndpoints.groups.query, { status: 'approved' })).toEqual(['status']);
  });

  it('§7 groups and detail params: projectId, date, itemId, groupName', () => {
    expect(productionEndpoints.groups.params.parse({ projectId: '3', date: '2024-05-01' })).toEqual({
      projectId: 3,
      date: '2024-05-01',
    });
    expect(
      productionEndpoints.detail.params.parse({
        projectId: '3',
        date: '2024-05-01',
        itemId: '8',
        groupName: 'Grup A',
      }),
    ).toEqual({ projectId: 3, date: '2024-05-01', itemId: 8, groupName: 'Grup A' });
    expect(failedFields(productionEndpoints.groups.params, { projectId: 'abc', date: '2024-05-01' })).toEqual(
      ['projectId'],
    );
  });

  it('§3 project options carry the role; groups summary carries the five totals and the cards', () => {
    expect(
      productionEndpoints.projectsMy.response.parse({
        projects: [{ id: 1, name: 'Jahit', role: 'checker' }],
      }),
    ).toEqual({ projects: [{ id: 1, name: 'Jahit', role: 'checker' }] });
    expect(
      failedFields(productionEndpoints.projectsMy.response, {
        projects: [{ id: 1, name: 'J', role: 'boss' }],
      }),
    ).toEqual(['projects.0.role']);
    const card = {
      id: 40,
      group: 'Grup A',
      status: 'CHECKING',
      itemName: 'Kemeja',
      itemId: 8,
      projectId: 1,
      members: [{ id: 12, name: 'Andi' }],
      totalProductions: 2,
      totalValues: 12.5,
      uomName: 'pcs',
      totalApproved: 1,
      totalNeedRevision: 0,
      totalPending: 1,
    };
    const summary = {
      totalWaitForApproval: 0,
      totalChecking: 1,
      totalApproved: 0,
      totalPending: 0,
      totalNeedRevision: 0,
      productions: [card],
    };
    expect(productionEndpoints.groups.response.parse(summary)).toEqual(summary);
  });

  it('§3/§5 entry submit payload: counts are non-negative with step 0.01', () => {
    const body = productionEndpoints.inputCreate.body;
    const ok = {
      productionLogId: 40,
      additionalInformation: [{ code: 'COLOR', selectedValue: 'Merah' }],
      memberValues: [{ memberId: 12, value: 10.25 }],
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, memberValues: [{ memberId: 12, value: 1.001 }] })).toEqual([
      'memberValues.0.value',
    ]);
    expect(failedFields(body, { ...ok, memberValues: [{ memberId: 12, value: -1 }] })).toEqual([
      'memberValues.0.value',
    ]);
  });

  it('§3 generate-production payload: projectId and productionDate', () => {
    expect(productionEndpoints.generate.body.parse({ projectId: 1, productionDate: '2024-05-01' })).toEqual({
      projectId: 1,
      productionDate: '2024-05-01',
    });
    expect(failedFields(productionEndpoints.generate.body, { projectId: 1 })).toEqual(['productionDate']);
  });

  it('§3 project detail with entries, member totals and additional-information definitions', () => {
    const detail = {
      id: 40,
      projectName: 'Jahit',
      group: 'Grup A',
      itemName: 'Kemeja',
      status: 'NEED_REVISION',
      role: 'operator',
      productions: [
        {
          id: 1,
          status: 'NEED_REVISION',
          additionalInfo: [{ code: 'COLOR', selectedValue: 'Merah' }],
          memberValue: [{ memberId: 12, name: 'Andi', value: 3 }],
          rejectReason: 'Jumlah salah',
        },
      ],
      totalMemberValue: [{ memberId: 12, name: 'Andi', value: 3 }],
      itemAdditionalInformations: [
        {
          code: 'COLOR',
          name: 'Warna',
          type: 'text',
          isChoice: true,
          values: ['Merah', 'Biru'],
          isMandatory: true,
        },
      ],
    };
    expect(productionEndpoints.detail.response.parse(detail)).toEqual(detail);
    expect(
      failedFields(productionEndpoints.detail.response, {
        ...detail,
        itemAdditionalInformations: [{ ...detail.itemAdditionalInformations[0], type: 'date' }],
      }),
    ).toEqual(['itemAdditionalInformations.0.type']);
  });

  it('§4 entry reject needs a reason; submits return the new log status', () => {
    expect(failedFields(productionEndpoints.inputReject.body, { rejectReason: '' })).toEqual([
      'rejectReason',
    ]);
    expect(
      productionEndpoints.submitToManager.response.parse({ id: 40, status: 'WAIT_FOR_APPROVAL' }),
    ).toEqual({
      id: 40,
      status: 'WAIT_FOR_APPROVAL',
    });
    expect(productionEndpoints.inputUpdate.method).toBe('PUT');
    expect(productionEndpoints.inputDelete.method).toBe('POST');
  });
});
