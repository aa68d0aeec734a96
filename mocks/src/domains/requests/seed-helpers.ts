/**
 * Seeding helpers shared by permission, leave and overtime: which employees get requests and in which
 * status: every status occurs, and each direct subordinate of the supervisor persona has a pending one (SPEC §6).
 */
import type { RequestStatus } from '@upah/core/contract/common';
import type { PersonaKey } from '../../personas';
import { directSubordinates } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';

export interface RequestPlan {
  employee: Employee;
  status: RequestStatus;
  /** days from today: negative = past */
  offset: number;
}

/**
 * employee persona: one request in every status; each direct subordinate of the supervisor: one pending plus
 * one decided; a few other staff of attendance-enabled companies: one random.
 */
export function requestPlans(
  state: MockState,
  personas: Readonly<Record<PersonaKey, Employee>>,
  pick: <T>(values: readonly T[]) => T,
): RequestPlan[] {
  const plans: RequestPlan[] = [];
  const employee = personas.employee;
  plans.push(
    { employee, status: 'approved', offset: -9 },
    { employee, status: 'rejected', offset: -6 },
    { employee, status: 'canceled', offset: -4 },
    { employee, status: 'pending', offset: 2 },
  );
  for (const sub of directSubordinates(state, personas.supervisor.id)) {
    plans.push({ employee: sub, status: 'pending', offset: sub.id === employee.id ? 3 : 1 });
    if (sub.id !== employee.id)
      plans.push({ employee: sub, status: pick(['approved', 'rejected'] as const), offset: -5 });
  }
  const decided: RequestStatus[] = ['approved', 'rejected', 'canceled', 'pending'];
  for (const other of [personas.operator, personas.checker, personas['no-ewa'], personas.wallet]) {
    plans.push({ employee: other, status: pick(decided), offset: -3 });
  }
  return plans;
}

export const REJECT_REASONS = [
  'Kuota sudah penuh',
  'Bertepatan dengan jadwal audit',
  'Dokumen pendukung kurang',
];

/** A seeded request's decision as planned: a rejected one gets one of REJECT_REASONS (drawn by `pick`). */
export function plannedDecision(
  plan: RequestPlan,
  pick: (values: readonly string[]) => string,
): { status: RequestStatus; rejectReason: string | null } {
  return { status: plan.status, rejectReason: plan.status === 'rejected' ? pick(REJECT_REASONS) : null };
}
