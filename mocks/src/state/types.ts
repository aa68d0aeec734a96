/**
 * The in-memory database of the mock server. Plain data, no behaviour: the functions that read and
 * change it live beside it (sessions.ts, otp.ts, idempotency.ts, queries.ts) and in the domain handlers.
 *
 * Domain modules add their own collections to `state.domains` by declaration merging (see mocks/README.md "How it is built"):
 *
 *   declare module '../state/types' { interface DomainStates { leave: LeaveState } }
 *
 * and fill them in their `seed(ctx)`. Read collections through `state` on every request; never keep a
 * collection in module scope, because POST /__mock/reset swaps every collection for a fresh one.
 */

import type { BankVerificationStatus } from '@upah/core/contract/bank';
import type { CompanySettings } from '@upah/core/contract/company';
import type { KnownWageRequestStatus } from '@upah/core/contract/ewa';
import type { CompanyDay } from '@upah/core/rules/calendar-day';
import type { WorkPolicy } from '@upah/core/rules/work-policy';
import type { ThrottleState } from './throttle';

/** SPEC §3 Bank verification statuses: the contract's enum. */
export type BankStatus = BankVerificationStatus;

/** SPEC §3 Company settings flags (wire names): the contract's type. */
export type { CompanySettings };

export interface Company {
  id: number;
  name: string;
  settings: CompanySettings;
  /** The one record of the settings every pay rule reads (core rules/work-policy.ts; GET /company/work-policy). */
  policy: WorkPolicy;
  /** The company's own days off (core rules/calendar.ts; GET /company/calendar), added and removed by HR. */
  calendarDays: CompanyDay[];
}

/** An office of a company: attendance locations (SPEC §3 Office location; §9 near-office radius 1 km). */
export interface Office {
  id: number;
  companyId: number;
  /** locationCode of the profile */
  code: string;
  /** locationName of the profile */
  name: string;
  address: string;
  lat: number;
  long: number;
}

/** Job level (the profile's `hierarchy` is the org-chart path, computed from supervisorId: see queries.ts). */
export type Level = 'staff' | 'supervisor' | 'manager';

/** An employee; field names follow the profile of SPEC §3 where they map one to one. */
export interface Employee {
  /** pkID */
  id: number;
  userID: number;
  /** employeeID (a number in the contract) */
  employeeID: number;
  companyId: number;
  officeId: number;
  name: string;
  /** `+62…` as the app sends it */
  phoneNumber: string;
  /** null while the invitation is not claimed (registration sets it) */
  password: string | null;
  nip: string;
  level: Level;
  /**
   * The department the employee works in (extension: team-day members and recap rows carry it, so HR can filter
   * by it); null when the company keeps none. The work location is the office (`officeId`).
   */
  department: string | null;
  /** direct supervisor (SPEC §6: supervisors act on their direct subordinates only) */
  supervisorId: number | null;
  isSupervisor: boolean;
  /** HR staff of the company (profile `isHr`): calendar, work policy, month close; the console's desk mode. */
  isHr: boolean;
  attendanceAllowed: boolean;
  isBankSetup: boolean;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
  bankCode: string | null;
  bankVerificationStatus: BankStatus | null;
  ewaAllowed: boolean;
  /**
   * Pay of one working day: the advance-salary limit is min(working days earned, 15) × this − the period's
   * withdrawals (computed in domains/ewa-limit.ts; there is no stored limit).
   */
  ewaDailyWage: number;
  /** Working days into the pay period when the db is seeded (the persona's story); seeding sets ewaPeriodStart. */
  ewaSeedWorkingDays: number;
  /** First day of the pay period (`YYYY-MM-DD`); '' until seeding sets it from ewaSeedWorkingDays. */
  ewaPeriodStart: string;
  ewaMonthlyLimit: number;
  ewaMinimumRequestAmount: number;
  /** 0 = no maximum (SPEC §5) */
  ewaMaximumRequestAmount: number;
  /** 0 = no cap (SPEC §5) */
  transactionCap: number;
  /**
   * This pay period's advance requests AT SEEDING (the persona's story: seeding creates that many). The live
   * count, answered by the profile and enforced against transactionCap, is computed from the period's requests
   * (ewa-limit.ts `limitBasisOf`), so it resets when a new period begins.
   */
  wageRequestCount: number;
  ewaConfirmationMessage: string | null;
  ewaWalletBalance: number;
  /** set on the demo personas */
  personaKey: string | null;
}

export interface Session {
  token: string;
  employeeId: number;
  createdAt: number;
  expiresAt: number;
}

export type OtpPurpose = 'claim' | 'forgot';

/** One OTP sent "by WhatsApp"; readable at GET /__mock/otp?phoneNumber= */
export interface OtpRecord {
  purpose: OtpPurpose;
  phoneNumber: string;
  code: string;
  /** forgot flow: the token returned by send-otp that verify-otp must quote */
  sessionToken: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  used: boolean;
}

/** A token that lets POST /auth/reset-password/:token set a password once. */
export interface ResetToken {
  token: string;
  employeeId: number;
  purpose: OtpPurpose;
  expiresAt: number;
  used: boolean;
}

/** What a handler answered, kept to replay for the same Idempotency-Key. */
export interface StoredOutcome {
  status: number;
  body: unknown;
  /** e.g. Retry-After on a 429 */
  headers?: Record<string, string>;
}

export interface IdempotencyRecord {
  fingerprint: string;
  outcome: StoredOutcome;
  createdAt: number;
}

export interface InFlight {
  fingerprint: string;
  promise: Promise<StoredOutcome>;
}

/** SPEC §4 Withdrawal request status: the documented ones of the contract (the mock sends no other). */
export type WageRequestStatus = KnownWageRequestStatus;

export interface WageRequest {
  id: number;
  employeeId: number;
  source: 'limit' | 'wallet';
  amount: number;
  fee: number;
  description: string;
  status: WageRequestStatus;
  /** Jakarta timestamp `YYYY-MM-DDTHH:mm:ss+07:00` */
  createdAt: string;
  eventID: string;
  rejectReason: string | null;
}

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  ownerId: number;
  createdAt: number;
}

/**
 * Data too large to lay on every reset (a plant of 5,000): laid on the first call signed in as `ownerId`, the only
 * one who can see any of it. `lay` reads nothing a call can change (its own id ranges, the instant of the reset),
 * so the data is the same whatever call comes first.
 */
export interface LazySeed {
  ownerId: number;
  lay(): void;
}

/** Extended by domain modules through declaration merging (see top of file). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the domain files
export interface DomainStates {}

export interface MockState {
  seed: number;
  companies: Map<number, Company>;
  offices: Map<number, Office>;
  employees: Map<number, Employee>;
  sessions: Map<string, Session>;
  /** last OTP per `${purpose}:${phoneNumber}` */
  otps: Map<string, OtpRecord>;
  resetTokens: Map<string, ResetToken>;
  idempotency: Map<string, IdempotencyRecord>;
  inFlight: Map<string, InFlight>;
  /** sign-in limits (throttle.ts) */
  throttle: ThrottleState;
  wageRequests: Map<number, WageRequest>;
  files: Map<string, StoredFile>;
  /** next id per kind, see queries.ts nextId */
  sequences: Map<string, number>;
  /** laid on first use (state/lazy-seed.ts) */
  lazySeeds: LazySeed[];
  /** Calls that may have written (every one that is not a GET) and lazy seeds laid: keys state/by-employee.ts. */
  writes: number;
  domains: DomainStates;
}
