/**
 * The production contract (its zod schemas), loaded with the first call: the production screens render without it,
 * so /production-tracking/ stays within its route budget (apps/pwa/scripts/budget.mjs).
 */
export const productionContract = () => import('../contract/production').then((m) => m.productionEndpoints);
