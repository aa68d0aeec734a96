export interface BudgetRow {
  file: string;
  reason: string;
  raw: number;
  gzip: number;
}
export const BUDGET_BYTES: number;
export const LOGIN_ROUTE_SRC: string;
export function gzipSize(buffer: Uint8Array): number;
export interface RouteBudget {
  path: string;
  chunks: string[];
  budgetBytes: number;
}
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
