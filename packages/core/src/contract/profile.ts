/** Employee profile and subordinates (SPEC §3 "Employee profile", "Subordinate employee"; §7 Auth and profile). */
import * as z from 'zod/mini';
import { bankVerificationStatus } from './bank-account';
import { date, id, rupiah, serverTimestamp, zBoolean, zCount, zNullableString, zString } from './common';
import { endpoint, specExtension } from './endpoint';

/**
 * How the advance-salary limit came about (a documented extension of the profile, not in SPEC §3).
 * SPEC §1: at most 15 working days of pay before payday; the withdrawals of the period are deducted from
 * payroll on payday. `ewaCurrentLimit` of the same profile is the limit that follows:
 * min(workingDaysEarned, workingDaysCap) × dailyWage − withdrawnAmount, never below 0 (core's
 * `rules/ewa-limit` `limitExplanation`). It rides on the profile so the explanation and the limit it explains
 * always come from one answer and reload together (SPEC §4 step 5), with no extra call on Tarik Gaji.
 */
export const ewaLimitBasis = z.object({
  /** First day of the current pay period (`YYYY-MM-DD`, Jakarta). */
  periodStart: date,
  /** Payday that ends the period: this period's withdrawals are deducted from the pay of this day. */
  payday: date,
  /** Working days earned so far in the period (not capped). */
  workingDaysEarned: zCount,
  /** SPEC §1, §9: 15 working days at most. */
  workingDaysCap: z.int().check(z.positive()),
  /** Pay of one working day, the basis of the limit. */
  dailyWage: rupiah,
  /** Advance-salary withdrawals of this period that are not FAILED or CANCELLED (wallet ones are not counted). */
  withdrawnCount: zCount,
  /** Their sum, fees included (SPEC §1: the fee comes out of the amount withdrawn; the amount is deducted). */
  withdrawnAmount: rupiah,
  /** The fees within withdrawnAmount. */
  withdrawnFee: rupiah,
});
export type EwaLimitBasis = z.infer<typeof ewaLimitBasis>;

export const employeeProfile = z.object({
  pkID: id,
  userID: id,
  employeeID: id,
  companyID: id,
  companyName: zString,
  name: zString,
  /** `+62…` */
  phoneNumber: zString,
  nip: zNullableString,
  locationCode: zNullableString,
  locationName: zNullableString,
  /** Position in the org chart as a path of employee ids from the top, e.g. `"1/4/12"`; null when not placed. */
  hierarchy: zNullableString,
  isSupervisor: zBoolean,
  attendanceAllowed: zBoolean,
  isBankSetup: zBoolean,
  /** null while isBankSetup is false. */
  bankAccountNumber: zNullableString,
  bankAccountName: zNullableString,
  bankCode: zNullableString,
  bankVerificationStatus: z.nullable(bankVerificationStatus),
  ewaAllowed: zBoolean,
  /** Advance-salary limit available now. */
  ewaCurrentLimit: rupiah,
  ewaMonthlyLimit: rupiah,
  ewaMinimumRequestAmount: rupiah,
  /** 0 means no maximum (SPEC §5). */
  ewaMaximumRequestAmount: rupiah,
  /** 0 means no cap (SPEC §5). */
  transactionCap: zCount,
  wageRequestCount: zCount,
  /** Terms the user must tick before confirming a withdrawal; null or '' when there are none (SPEC §5). */
  ewaConfirmationMessage: zNullableString,
  ewaWalletBalance: rupiah,
  /** Extension (see ewaLimitBasis). Absent or null from a backend without it: the app then shows no explanation. */
  ewaLimitBasis: z.optional(z.nullable(ewaLimitBasis)),
  /**
   * Extension (not in SPEC §3): the company's HR staff. They keep the calendar's company days and the work policy,
   * close months for payroll, and the console opens for them at a desk. Absent from a backend without it: false.
   */
  isHr: z.optional(zBoolean),
});
export type EmployeeProfile = z.infer<typeof employeeProfile>;

export const subordinate = z.object({
  id,
  name: zString,
  /** Today's schedule of the subordinate (what the supervisor clocks against); null when no shift today. */
  scheduleId: z.nullable(id),
  shiftName: zNullableString,
  /**
   * Extension (docs/ARCHITECTURE.md "The gate code"): the subordinate's registered phone key, so the scanner
   * verifies codes locally (offline too). Absent or null when no phone is registered: their codes are refused.
   */
  keyId: z.optional(specExtension(zNullableString, 'Id (kid) of the active phone signing key.')),
  publicKey: z.optional(
    specExtension(zNullableString, 'Active ECDSA P-256 public key, raw uncompressed point as base64url.'),
  ),
  keyChangedAt: z.optional(
    specExtension(
      z.nullable(serverTimestamp),
      'When the active key was registered (+07:00); the scanner hints "perangkat baru" within 24 hours.',
    ),
  ),
});
export type Subordinate = z.infer<typeof subordinate>;

export const directSubordinatesResponse = z.object({ subordinates: z.array(subordinate) });
export type DirectSubordinatesResponse = z.infer<typeof directSubordinatesResponse>;

export const profileEndpoints = {
  currentProfile: endpoint({
    id: 'profile.currentProfile',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/employee/profile/current',
    response: employeeProfile,
    doc: 'Every field of SPEC §3 "Employee profile". Bank fields are null while isBankSetup is false; nip, location and hierarchy may be null.',
  }),
  directSubordinates: endpoint({
    id: 'profile.directSubordinates',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/employee/profile/subordinate/direct',
    response: directSubordinatesResponse,
    doc: "Direct subordinates of the caller ({ subordinates }); empty for non-supervisors. Each carries today's scheduleId/shiftName (null without a shift) so the supervisor can clock them in and out.",
  }),
} as const;
