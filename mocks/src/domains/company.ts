/**
 * The company (SPEC §3 "Company settings flags", §6 per-company flags; §7 GET /company/settings) and its work
 * policy (a documented extension, contract/work-policy.ts): the one record of the settings every pay rule reads
 * (`workPolicyOf` in state/queries.ts). Anyone signed in reads their company's; HR changes it.
 */
import { companyEndpoints } from '@upah/core/contract/company';
import { workPolicyEndpoints } from '@upah/core/contract/work-policy';
import { route } from '../route';
import { companyOf, requireHr } from '../state/queries';
import { defineDomain } from './types';

export const companyDomain = defineDomain({
  name: 'company',
  register(app) {
    route(app, companyEndpoints.settings, ({ user, state }) => ({ ...companyOf(state, user).settings }));

    route(app, workPolicyEndpoints.get, ({ user, state }) => ({ ...companyOf(state, user).policy }));

    route(app, workPolicyEndpoints.update, ({ user, state, input }) => {
      requireHr(user);
      const company = companyOf(state, user);
      const changes = Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined));
      company.policy = { ...company.policy, ...changes };
      return { ...company.policy };
    });
  },
});
