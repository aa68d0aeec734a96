/**
 * The company's work policy (DESIGN "Team views and payroll": "Company settings (late tolerance, work week,
 * annual leave, whether cuti bersama takes annual leave, how far back a correction may go) are one record that
 * every rule reads"). SPEC §3's company settings are module flags only; this record is a documented extension
 * (contract/work-policy.ts), read by the team day, the month recap, the leave balance, the earned-wage limit,
 * attendance corrections and the leave approval's staffing warning. No rule keeps a default of its own: a
 * company without a record of its own has these values.
 */

export interface WorkPolicy {
  /** Minutes after a shift's start that still count as on time (rules/team-day.ts). */
  readonly lateToleranceMinutes: number;
  /** A 5- or 6-day week: PP 35/2021 art. 31's rest-day overtime bands, and which days are weekly rest. */
  readonly workWeek: 5 | 6;
  /** Annual leave in working days a year (UU 13/2003 art. 79(3) as amended by UU 6/2023: at least 12). */
  readonly annualLeaveDays: number;
  /** The leave category the annual allowance is for. */
  readonly annualLeaveCategory: string;
  /** Whether a cuti bersama day takes a day of the annual allowance (SKB 3 Menteri; most companies: yes). */
  readonly collectiveLeaveTakesAnnual: boolean;
  /** How many days back an employee may ask to correct a day's clock-in or clock-out. */
  readonly correctionMaxDays: number;
  /** The share of a team that must stay at work on a day; approving a leave below it warns (0…1). */
  readonly minShareAtWork: number;
}

/** UU 13/2003 art. 79(3) as amended: 12 working days of annual leave a year. */
export const ANNUAL_LEAVE_DAYS = 12;
/** The annual-leave category code of the seeded companies ("Cuti Tahunan"). */
export const ANNUAL_LEAVE_CATEGORY = 'CT';

export const DEFAULT_WORK_POLICY: WorkPolicy = {
  lateToleranceMinutes: 5,
  workWeek: 5,
  annualLeaveDays: ANNUAL_LEAVE_DAYS,
  annualLeaveCategory: ANNUAL_LEAVE_CATEGORY,
  collectiveLeaveTakesAnnual: true,
  correctionMaxDays: 30,
  minShareAtWork: 0.5,
};

/** Bounds of each number of the record (the contract checks an update against them). */
export const WORK_POLICY_BOUNDS = {
  lateToleranceMinutes: { min: 0, max: 120 },
  annualLeaveDays: { min: 0, max: 60 },
  correctionMaxDays: { min: 1, max: 90 },
  minShareAtWork: { min: 0, max: 1 },
} as const;
