/**
 * The longest reasons the payroll requests keep (DESIGN "Every text … has a bound in the contract"): apart from
 * their rules so the contract reads them without loading the rules' date math.
 */

/** An attendance correction's reason (rules/attendance-correction.ts). */
export const CORRECTION_REASON_MAX = 500;
/** A month's reopening reason (rules/month-close.ts). */
export const REOPEN_REASON_MAX = 500;
