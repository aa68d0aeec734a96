/** Company settings (SPEC §3 "Company settings flags", §6 per-company flags; §7 GET /company/settings). */
import { companyEndpoints } from '@upah/core/contract/company';
import { route } from '../route';
import { companyOf } from '../state/queries';
import { defineDomain } from './types';

export const companyDomain = defineDomain({
  name: 'company',
  register(app) {
    route(app, companyEndpoints.settings, ({ user, state }) => ({ ...companyOf(state, user).settings }));
  },
});
