/**
 * The profile's ewaLimitBasis explains the limit the mock enforces (SPEC §1: at most 15 working
 * days of pay, the period's withdrawals deducted on payday), consistently with each persona's story.
 */
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { limitExplanation } from '@upah/core/rules/ewa-limit';
import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '../personas';
import { callJson, loginAs, testApp } from '../test-support';
import { periodOf } from './ewa-limit';

type App = ReturnType<typeof testApp>['app'];
const profile = async (app: App, token: string) =>
  (await callJson(app, 'GET', '/employee/profile/current', { token })).data as EmployeeProfile;
const create = (app: App, token: string, amount: number) =>
  callJson(app, 'POST', '/ewa/wage-request/create', {
    token,
    body: { amount, description: 'Kebutuhan darurat' },
  });

/** The limit core's rule gives for the profile's basis. */
function explained(p: EmployeeProfile) {
  const basis = p.ewaLimitBasis;
  if (!basis) throw new Error('no ewaLimitBasis');
  return limitExplanation({ ...basis, maximumPerRequest: p.ewaMaximumRequestAmount });
}

describe('§1 ewaLimitBasis', () => {
  it("§1 every seeded employee has a pay period, the hr persona's 300 included (their limit is computable)", () => {
    const { state } = testApp();
    const missing = [...state.employees.values()].filter(
      (e) => !/^\d{4}-\d{2}-\d{2}$/.test(e.ewaPeriodStart),
    );
    expect(missing.map((e) => e.name)).toEqual([]);
    expect(state.employees.size).toBeGreaterThan(300);
  });

  it('monthly periods', () => {
    expect(periodOf('2024-05-03', '2024-05-15')).toEqual({ periodStart: '2024-05-03', payday: '2024-06-02' });
    expect(periodOf('2024-05-03', '2024-06-03')).toEqual({ periodStart: '2024-06-03', payday: '2024-07-02' });
  });

  // The limits written out (days × daily wage − withdrawn), not computed by core's rule the mock itself uses.
  it.each<[PersonaKey, number, number, number, number]>([
    ['employee', 9, 0, 240_000, 2_160_000], // 9 × 240.000
    ['wallet', 1, 0, 50_000, 50_000], // 1 × 50.000
    ['cap-reached', 9, 3, 272_000, 758_000], // 9 × 272.000 − 1.690.000
    ['no-ewa', 9, 0, 272_000, 2_448_000],
  ])(
    'persona %s: %i working days, %i withdrawals, daily wage %i; ewaCurrentLimit is %i',
    async (key, days, count, dailyWage, limit) => {
      const { app } = testApp();
      const token = await loginAs(app, key);
      const p = await profile(app, token);
      const basis = p.ewaLimitBasis;
      expect(basis).toBeTruthy();
      expect(basis?.workingDaysEarned).toBe(days);
      expect(basis?.workingDaysCap).toBe(15);
      expect(basis?.withdrawnCount).toBe(count);
      expect(basis?.withdrawnCount).toBe(p.wageRequestCount);
      expect(basis?.dailyWage).toBe(dailyWage);
      expect(p.ewaCurrentLimit).toBe(limit);
      expect(basis && basis.periodStart < basis.payday).toBe(true);
      if (key === 'wallet') expect(p.ewaCurrentLimit).toBe(50_000); // below the minimum: the wallet story
      if (key === 'cap-reached') {
        expect(basis?.withdrawnAmount).toBe(1_690_000);
        expect(p.ewaCurrentLimit).toBeGreaterThan(0); // the cap, not the limit, stops this persona
      }
    },
  );

  it('the enforced limit is the explained one: one Rupiah step above is refused, the limit itself goes through', async () => {
    const { app, state } = testApp();
    const me = state.employees.get(1);
    if (me) me.ewaMaximumRequestAmount = 0;
    const token = await loginAs(app, 'employee');
    const before = await profile(app, token);
    const limit = explained(before).limit;
    expect((await create(app, token, limit + 10_000)).status).toBe(409);
    const check = await callJson(app, 'POST', '/ewa/wage-request/check', {
      token,
      body: { amount: limit + 10_000 },
    });
    expect(check.status).toBe(400);
    expect((await create(app, token, 300_000)).status).toBe(200);
    const after = await profile(app, token);
    expect(after.ewaLimitBasis?.withdrawnCount).toBe(1);
    expect(after.ewaLimitBasis?.withdrawnAmount).toBe(300_000);
    expect(after.ewaLimitBasis?.withdrawnFee).toBe(9_000);
    expect(after.ewaCurrentLimit).toBe(limit - 300_000);
    expect(after.ewaCurrentLimit).toBe(explained(after).limit);
  });

  it('§1 at most 15 days count; a new period starts from nothing withdrawn', async () => {
    const { app, clock } = testApp(); // seeded on Wednesday 2024-05-15: period 2024-05-03 … payday 2024-06-02
    const first = await profile(app, await loginAs(app, 'cap-reached'));
    expect(first.ewaLimitBasis?.payday).toBe('2024-06-02');
    clock.set('2024-05-25T09:00:00+07:00'); // 16 working days into the same period
    const capped = await profile(app, await loginAs(app, 'cap-reached'));
    expect(capped.ewaLimitBasis?.workingDaysEarned).toBe(16);
    expect(explained(capped).daysCounted).toBe(15);
    expect(capped.ewaCurrentLimit).toBe(explained(capped).limit);
    expect(capped.ewaLimitBasis?.withdrawnAmount).toBe(first.ewaLimitBasis?.withdrawnAmount);
    clock.set('2024-06-04T09:00:00+07:00'); // after payday: the next period
    const later = await profile(app, await loginAs(app, 'cap-reached'));
    expect(later.ewaLimitBasis?.periodStart).toBe('2024-06-03');
    expect(later.ewaLimitBasis?.withdrawnAmount).toBe(0);
    expect(later.ewaLimitBasis?.workingDaysEarned).toBe(2);
  });
});
