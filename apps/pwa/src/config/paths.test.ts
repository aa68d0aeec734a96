// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORGET_PASSWORD_STEPS, parseStep, paths, REGISTER_STEPS } from './paths';

describe('routes', () => {
  it('§2 login area: register has steps 1–4, forget password 1–3; anything else is not a step', () => {
    expect([1, 2, 3, 4].map((n) => parseStep(String(n), REGISTER_STEPS))).toEqual([1, 2, 3, 4]);
    expect(parseStep('5', REGISTER_STEPS)).toBeNull();
    expect(parseStep('4', FORGET_PASSWORD_STEPS)).toBeNull();
    for (const raw of ['0', '-1', '1.5', 'x', '', undefined])
      expect(parseStep(raw, REGISTER_STEPS)).toBeNull();
  });

  it('§2 routes: base route /login, logged-in route /dashboard', () => {
    expect(paths.login).toBe('/login');
    expect(paths.register(2)).toBe('/login/register/2');
    expect(paths.forgetPassword(3)).toBe('/login/forget-password/3');
    expect(paths.dashboardTab(4)).toBe('/dashboard/4');
  });
});
