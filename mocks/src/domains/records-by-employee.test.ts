/**
 * Records by employee (./records-by-employee.ts): kept between calls while nothing can have changed which records
 * exist, rebuilt after a write, a reset or a change of size; changes made in place show at once.
 */
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { personaCaller, testApp } from '../test-support';
import { recordsByEmployee } from './records-by-employee';

const EMPLOYEE = personaByKey('employee').employeeId;

describe('records by employee', () => {
  it('holds each employee’s own records and keeps them between reads', () => {
    const { state } = testApp();
    const own = recordsByEmployee(state)(EMPLOYEE);
    const leaves = [...state.domains.leave.requests.values()].filter((r) => r.employeeId === EMPLOYEE);
    expect(own.leaves).toEqual(leaves);
    expect(own.schedules.every((s) => s.employeeId === EMPLOYEE)).toBe(true);
    expect(own.schedules.length).toBeGreaterThan(0);
    expect(recordsByEmployee(state)(EMPLOYEE)).toBe(own);
    expect(recordsByEmployee(state)(999_999)).toEqual({
      schedules: [],
      presences: [],
      leaves: [],
      permissions: [],
      overtime: [],
    });
  });

  it('sees a request made through the API, a record added to a collection, a change in place and a reset', async () => {
    const server = testApp();
    const { state } = server;
    const before = recordsByEmployee(state)(EMPLOYEE);
    const answer = await personaCaller(server.app)('employee', 'POST', '/leave/request/create', {
      leaveCategory: 'CT',
      startAt: '2024-06-20',
      endAt: '2024-06-20',
      description: 'Acara keluarga di kampung',
      photos: [],
    });
    expect(answer.status).toBe(200);
    const after = recordsByEmployee(state)(EMPLOYEE);
    expect(after.leaves).toHaveLength(before.leaves.length + 1);

    const [first] = after.leaves;
    if (!first) throw new Error('no leave');
    first.status = 'canceled';
    expect(recordsByEmployee(state)(EMPLOYEE).leaves[0]?.status).toBe('canceled');

    state.domains.leave.requests.set(9_999_999, { ...first, id: 9_999_999 });
    expect(recordsByEmployee(state)(EMPLOYEE).leaves).toHaveLength(before.leaves.length + 2);

    server.ctx.reset();
    expect(recordsByEmployee(state)(EMPLOYEE).leaves).toHaveLength(before.leaves.length);
  });
});
