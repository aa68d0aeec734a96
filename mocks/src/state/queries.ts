/**
 * Reads and small writes over the in-memory db that every domain needs: ids, lookups, hierarchy
 * (SPEC §6: supervisors act on direct subordinates only) and module access (SPEC §6 per-company and per-user flags).
 */

import type { MemberPlacement } from '@upah/core/contract/team';
import { type HolidayOf, holidayLookup } from '@upah/core/rules/calendar';
import type { WorkPolicy } from '@upah/core/rules/work-policy';
import { HttpError, SERVER_MESSAGES } from '../http-error';
import type { Company, CompanySettings, Employee, MockState, Office } from './types';

/** Next id of a kind ('employee', 'wageRequest', 'leaveRequest', …); each kind counts from its own start. */
export function nextId(state: MockState, kind: string, start = 1): number {
  const next = state.sequences.get(kind) ?? start;
  state.sequences.set(kind, next + 1);
  return next;
}

export function findEmployee(state: MockState, id: number): Employee | undefined {
  return state.employees.get(id);
}

export function findEmployeeByPhone(state: MockState, phoneNumber: string): Employee | undefined {
  for (const e of state.employees.values()) if (e.phoneNumber === phoneNumber) return e;
  return undefined;
}

export function companyOf(state: MockState, employee: Employee): Company {
  const company = state.companies.get(employee.companyId);
  if (!company)
    throw new Error(`mock data bug: employee ${employee.id} has no company ${employee.companyId}`);
  return company;
}

export function officeOf(state: MockState, employee: Employee): Office {
  const office = state.offices.get(employee.officeId);
  if (!office) throw new Error(`mock data bug: employee ${employee.id} has no office ${employee.officeId}`);
  return office;
}

export function officesOfCompany(state: MockState, companyId: number): Office[] {
  return [...state.offices.values()].filter((o) => o.companyId === companyId);
}

export function directSubordinates(state: MockState, supervisorId: number): Employee[] {
  return [...state.employees.values()].filter((e) => e.supervisorId === supervisorId);
}

/** The profile's `hierarchy`: employee ids from the top of the org chart down to this one, e.g. `"100/2/1"`. */
export function hierarchyPath(state: MockState, employee: Employee): string {
  const chain: number[] = [employee.id];
  const seen = new Set(chain);
  let current = employee.supervisorId;
  while (current !== null && !seen.has(current)) {
    chain.unshift(current);
    seen.add(current);
    current = state.employees.get(current)?.supervisorId ?? null;
  }
  return chain.join('/');
}

export function isDirectSupervisor(state: MockState, supervisorId: number, employeeId: number): boolean {
  return state.employees.get(employeeId)?.supervisorId === supervisorId;
}

/** 403 unless `supervisor` is the direct supervisor of `employeeId` (404 when the employee does not exist). */
export function requireDirectSupervisor(
  state: MockState,
  supervisor: Employee,
  employeeId: number,
): Employee {
  const employee = state.employees.get(employeeId);
  // not a direct subordinate answers as an unknown id: the API never tells whether an employee exists
  if (!employee || employee.supervisorId !== supervisor.id)
    throw new HttpError(404, 'Karyawan tidak ditemukan');
  return employee;
}

export type ModuleName = 'attendance' | 'ewa' | 'wallet' | 'loan' | 'production' | 'payroll';

const MODULE_FLAG: Record<ModuleName, keyof CompanySettings> = {
  attendance: 'attendance_enabled',
  ewa: 'wage_request_enabled',
  wallet: 'wallet_enabled',
  loan: 'loan_management_enabled',
  production: 'production_tracking_enabled',
  payroll: 'payroll_enabled',
};

const MODULE_LABEL: Record<ModuleName, string> = {
  attendance: 'Absensi',
  ewa: 'Tarik Gaji',
  wallet: 'Wallet',
  loan: 'Pinjaman Koperasi',
  production: 'Production Tracking',
  payroll: 'Payroll',
};

/** Whether the company enables the module and, for attendance and EWA, the user may use it (SPEC §6). */
export function moduleAllowed(state: MockState, user: Employee, module: ModuleName): boolean {
  if (!companyOf(state, user).settings[MODULE_FLAG[module]]) return false;
  if (module === 'attendance') return user.attendanceAllowed;
  if (module === 'ewa') return user.ewaAllowed;
  return true;
}

/** 403 `{ message }` when the module is off for the company or the user (SPEC §6, §8). */
export function requireModule(state: MockState, user: Employee, module: ModuleName): void {
  if (!moduleAllowed(state, user, module)) {
    throw new HttpError(403, `Hubungi penyedia layanan untuk mendaftar ${MODULE_LABEL[module]}`);
  }
}

/**
 * Who a member of a team is, the same on the team board and the month recap: the pkID (as `subordinateId` and
 * `employeeId`), the name, and what HR searches and filters by (contract/team.ts `memberPlacement`): number,
 * department, office.
 */
export function teamMemberOf(
  state: MockState,
  employee: Employee,
): { subordinateId: number; employeeId: number; name: string } & MemberPlacement {
  const office = state.offices.get(employee.officeId);
  return {
    subordinateId: employee.id,
    employeeId: employee.id,
    name: employee.name,
    employeeNumber: String(employee.employeeID),
    department: employee.department,
    workLocation: office ? { code: office.code, name: office.name } : null,
  };
}

/** The company's work policy: the one record every pay rule reads (core rules/work-policy.ts). */
export function workPolicyOf(state: MockState, employee: Employee): WorkPolicy {
  return companyOf(state, employee).policy;
}

/**
 * The company's calendar as every rule reads it (core rules/calendar.ts): Indonesia's national holidays and cuti
 * bersama of the known years and the company's own days. Built per call: HR's changes show at once.
 */
export function calendarOf(state: MockState, employee: Employee): HolidayOf {
  return holidayLookup(companyOf(state, employee).calendarDays);
}

/** 403 unless `user` is HR staff of their company (access `hr`: calendar, work policy, month close). */
export function requireHr(user: Employee): void {
  if (!user.isHr) throw new HttpError(403, SERVER_MESSAGES.forbidden);
}
