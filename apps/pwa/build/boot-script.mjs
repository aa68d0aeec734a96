/**
 * The PWA's boot script (scripts/boot-script.mjs has the method): every route of ROUTE_BUDGETS preloads its
 * chunks, and the logged-in areas' first two GETs start before the JavaScript runs.
 */
import { bootScriptPlugin } from '../../../scripts/boot-script.mjs';
import { ROUTE_BUDGETS } from '../scripts/budget.mjs';

/**
 * Paths on the main API host of the GETs started early. `src/lib/early-gets.test.ts` checks they are the
 * contract's current-profile and company-settings endpoints.
 */
export const EARLY_GETS = ['/employee/profile/current', '/company/settings'];

export function pwaBootScript() {
  return bootScriptPlugin({ tokenCookie: 'upah_token', routes: ROUTE_BUDGETS, earlyGets: EARLY_GETS });
}
