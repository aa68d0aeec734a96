/**
 * Profile (SPEC §3 "Employee profile", "Subordinate employee"; §7): current profile, direct subordinates,
 * default bank account.
 *
 * Bank update decision (the spec leaves verification to the backend): account numbers starting with `1234`
 * verify at once (VALID, holder name filled), numbers ending in `0000` are INVALID_ACCOUNT_NUMBER, anything
 * else is PENDING — so demos can reach every outcome.
 */
import { bankEndpoints, type UpdateBankDefaultResponse } from '@upah/core/contract/bank';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { profileEndpoints } from '@upah/core/contract/profile';
import { reply, route } from '../route';
import { companyOf, directSubordinates, hierarchyPath, officeOf } from '../state/queries';
import type { BankStatus, Employee, MockState } from '../state/types';
import { toJakartaDate } from '../time';
import type { ScheduleRecord } from './attendance/model';
import { limitBasisOf } from './ewa-limit';
import { defineDomain } from './types';

export const PROFILE_MESSAGES = { bankUpdated: 'Update Success' } as const;

export function profileOf(state: MockState, e: Employee, now: Date): EmployeeProfile {
  const office = officeOf(state, e);
  const limit = limitBasisOf(state, e, now);
  return {
    pkID: e.id,
    userID: e.userID,
    employeeID: e.employeeID,
    companyID: e.companyId,
    companyName: companyOf(state, e).name,
    name: e.name,
    phoneNumber: e.phoneNumber,
    nip: e.nip,
    locationCode: office.code,
    locationName: office.name,
    hierarchy: hierarchyPath(state, e),
    isSupervisor: e.isSupervisor || directSubordinates(state, e.id).length > 0,
    attendanceAllowed: e.attendanceAllowed,
    isBankSetup: e.isBankSetup,
    bankAccountNumber: e.isBankSetup ? e.bankAccountNumber : null,
    bankAccountName: e.isBankSetup ? e.bankAccountName : null,
    bankCode: e.isBankSetup ? e.bankCode : null,
    bankVerificationStatus: e.isBankSetup ? e.bankVerificationStatus : null,
    ewaAllowed: e.ewaAllowed,
    ewaCurrentLimit: limit.explanation.limit,
    ewaMonthlyLimit: e.ewaMonthlyLimit,
    ewaMinimumRequestAmount: e.ewaMinimumRequestAmount,
    ewaMaximumRequestAmount: e.ewaMaximumRequestAmount,
    transactionCap: e.transactionCap,
    wageRequestCount: limit.basis.withdrawnCount, // this pay period's (SPEC §9), as the cap counts it
    ewaConfirmationMessage: e.ewaConfirmationMessage,
    ewaWalletBalance: e.ewaWalletBalance,
    ewaLimitBasis: limit.basis,
    isHr: e.isHr,
  };
}

/** A subordinate's registered phone key (the gate code), from the attendance domain. */
function deviceKeyOf(state: MockState, employeeId: number) {
  const attendance = state.domains.attendance as MockState['domains']['attendance'] | undefined;
  const key = attendance?.gate.keys.get(employeeId);
  return {
    keyId: key?.keyId ?? null,
    publicKey: key?.publicKey ?? null,
    keyChangedAt: key?.registeredAt ?? null,
  };
}

/**
 * Each employee's schedule on a date (the first the attendance domain holds; none when it is not mounted), in one
 * pass: a plant of 5,000 would otherwise scan every schedule once per subordinate.
 */
function schedulesOn(state: MockState, date: string): Map<number, ScheduleRecord> {
  const attendance = state.domains.attendance as MockState['domains']['attendance'] | undefined;
  const found = new Map<number, ScheduleRecord>();
  for (const s of attendance?.schedules.values() ?? [])
    if (s.date === date && !found.has(s.employeeId)) found.set(s.employeeId, s);
  return found;
}

/** The verification outcome of a new account number (see the file comment). */
export function bankStatusFor(accountNumber: string): BankStatus {
  if (accountNumber.startsWith('1234')) return 'VALID';
  if (accountNumber.endsWith('0000')) return 'INVALID_ACCOUNT_NUMBER';
  return 'PENDING';
}

export const profileDomain = defineDomain({
  name: 'profile',
  register(app) {
    route(app, profileEndpoints.currentProfile, ({ user, state, now }) => profileOf(state, user, now));

    route(app, profileEndpoints.directSubordinates, ({ user, state, now }) => {
      const todays = schedulesOn(state, toJakartaDate(now));
      return {
        subordinates: directSubordinates(state, user.id).map((e) => {
          const schedule = todays.get(e.id);
          return {
            id: e.id,
            name: e.name,
            scheduleId: schedule?.id ?? null,
            shiftName: schedule?.shiftName ?? null,
            ...deviceKeyOf(state, e.id),
          };
        }),
      };
    });

    route(app, bankEndpoints.updateBankDefault, ({ input, user }) => {
      const status = bankStatusFor(input.body.bankAccountNumber);
      user.isBankSetup = true;
      user.bankCode = input.body.bankCode;
      user.bankAccountNumber = input.body.bankAccountNumber;
      user.bankVerificationStatus = status;
      user.bankAccountName = status === 'VALID' ? user.name.toUpperCase() : null;
      const data: UpdateBankDefaultResponse = {
        bankCode: input.body.bankCode,
        bankAccountNumber: input.body.bankAccountNumber,
        bankAccountName: user.bankAccountName,
        bankVerificationStatus: status,
      };
      return reply(data, PROFILE_MESSAGES.bankUpdated);
    });
  },
});
