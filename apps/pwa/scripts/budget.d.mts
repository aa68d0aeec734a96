export interface BudgetRow {
  file: string;
  reason: string;
  raw: number;
  gzip: number;
}
export const BUDGET_BYTES: number;
export const LOGIN_ROUTE_SRC: string;
export const ATTENDANCE_ROUTE_SRC: string;
export function gzipSize(buffer: Uint8Array): number;
export interface RouteBudget {
  path: string;
  chunks: string[];
  /** The first render's JavaScript, gzip bytes. */
  budgetBytes: number;
  /** Everything the page has loaded by network idle, gzip bytes (e2e/pwa-budget.spec.ts). */
  idleBudgetBytes: number;
}
export const IDLE_BUDGET_KB: number;
export const ROUTE_BUDGETS: RouteBudget[];
export function measure(
  outDir: string,
  route?: RouteBudget,
): {
  rows: BudgetRow[];
  total: number;
  later: BudgetRow[];
  laterTotal: number;
};
