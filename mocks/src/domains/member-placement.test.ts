/**
 * Department and work location on the team views (extensions, contract/team.ts `memberPlacement`): every member of
 * the board and every row of the recap carries the employee number, the department and the office it works at,
 * as the mock's employee records hold them, so HR can search and filter by them.
 */
import type { RecapResponse } from '@upah/core/contract/recap';
import type { TeamDayResponse } from '@upah/core/contract/team';
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { personaCaller, testApp } from '../test-support';

describe('employee number, department and work location of a member', { timeout: 60_000 }, () => {
  it("hr's 300 carry them on the board and in the recap, as their records hold them", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const board = (await call('hr', 'GET', '/attendance/team/day')).data as TeamDayResponse;
    const recap = (await call('hr', 'GET', '/attendance/recap?month=2024-05&page=1&size=100'))
      .data as RecapResponse;
    const hr = personaByKey('hr').employeeId;
    const records = [...server.state.employees.values()].filter((e) => e.supervisorId === hr);
    const expected = new Map(
      records.map((e) => {
        const office = server.state.offices.get(e.officeId);
        return [
          e.id,
          {
            employeeNumber: String(e.employeeID),
            department: e.department,
            workLocation: office ? { code: office.code, name: office.name } : null,
          },
        ];
      }),
    );
    expect(board.members).toHaveLength(300);
    for (const m of [...board.members, ...recap.rows]) {
      const { employeeNumber, department, workLocation } = m;
      expect({ employeeNumber, department, workLocation }).toEqual(expected.get(m.subordinateId));
    }
    // hr's company: three offices, and departments for all 300
    expect(new Set(board.members.map((m) => m.department))).toEqual(
      new Set(['Operasional', 'Gudang', 'Keuangan', 'Penjualan', 'IT', 'Logistik']),
    );
    expect(new Set(board.members.map((m) => m.workLocation?.name))).toEqual(
      new Set(['Kantor Pusat Sudirman', 'Kantor Kuningan', 'Gudang Kelapa Gading']),
    );
  });

  it("the supervisor's team keeps no department (null) and still has its work location", async () => {
    const server = testApp();
    const board = (await personaCaller(server.app)('supervisor', 'GET', '/attendance/team/day'))
      .data as TeamDayResponse;
    expect(board.members.length).toBeGreaterThan(3);
    for (const m of board.members) {
      expect(m.department).toBeNull();
      expect(m.workLocation?.name).toMatch(/^Kantor /);
    }
  });
});
