/**
 * The company's work policy (rules/work-policy.ts): ONE record of the settings the pay rules read, a documented
 * extension (SPEC §3's company settings are module flags only). Anyone signed in reads their company's; HR
 * changes it. The calendar's company days are kept with it and served by contract/calendar.ts.
 */
import * as z from 'zod/mini';
import { WORK_POLICY_BOUNDS, type WorkPolicy } from '../rules/work-policy';
import { zBoolean, zString } from './common';
import { endpoint, specExtension } from './endpoint';

const boundedInt = ({ min, max }: { min: number; max: number }) => z.int().check(z.gte(min), z.lte(max));
const share = z.number().check(z.gte(WORK_POLICY_BOUNDS.minShareAtWork.min), z.lte(1));

export const workPolicy = z.object({
  lateToleranceMinutes: boundedInt(WORK_POLICY_BOUNDS.lateToleranceMinutes),
  workWeek: z.union([z.literal(5), z.literal(6)]),
  annualLeaveDays: boundedInt(WORK_POLICY_BOUNDS.annualLeaveDays),
  annualLeaveCategory: zString,
  collectiveLeaveTakesAnnual: zBoolean,
  correctionMaxDays: boundedInt(WORK_POLICY_BOUNDS.correctionMaxDays),
  minShareAtWork: share,
});

/** The contract's record is the rule's record, field for field. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof workPolicy>, WorkPolicy> = true;
void sameShape;

/**
 * What HR may change: any of the fields, the others stay. Written out rather than `z.partial`, which would bring
 * zod's object utilities into every page of the PWA (its shared chunk, +0.4 KB gzip) once a screen reads the policy.
 */
const field = workPolicy.shape;
export const workPolicyUpdate = z.object({
  lateToleranceMinutes: z.optional(field.lateToleranceMinutes),
  workWeek: z.optional(field.workWeek),
  annualLeaveDays: z.optional(field.annualLeaveDays),
  annualLeaveCategory: z.optional(field.annualLeaveCategory),
  collectiveLeaveTakesAnnual: z.optional(field.collectiveLeaveTakesAnnual),
  correctionMaxDays: z.optional(field.correctionMaxDays),
  minShareAtWork: z.optional(field.minShareAtWork),
});
export type WorkPolicyUpdate = z.infer<typeof workPolicyUpdate>;

export const workPolicyEndpoints = {
  get: endpoint({
    id: 'workPolicy.get',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/company/work-policy',
    response: specExtension(workPolicy, "The caller's company's work policy (rules/work-policy.ts)."),
    doc: "Extension (not in SPEC): the caller's company's work policy, the one record every pay rule reads: late tolerance, 5- or 6-day week, annual leave and its category, whether cuti bersama takes annual leave, how far back a correction may go, the share of a team that must stay at work.",
  }),
  update: endpoint({
    id: 'workPolicy.update',
    access: { who: 'hr' },
    method: 'PUT',
    host: 'main',
    path: '/company/work-policy',
    body: specExtension(workPolicyUpdate, 'The fields to change; the others stay.'),
    response: workPolicy,
    doc: "Extension (not in SPEC): HR changes fields of the company's work policy and gets the whole record back. Anyone but HR: 403.",
  }),
} as const;
