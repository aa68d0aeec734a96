/**
 * Production tracking (SPEC §3 "Production tracking entities", §4 production statuses and transitions,
 * §6 roles and box filters, §7 Production tracking). Every path is under /production-tracking.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  date,
  emptyData,
  id,
  idParam,
  idParams,
  REASON_MAX_LENGTH,
  rejectBody,
  serverTimestamp,
  zBoolean,
  zCount,
  zNullableString,
  zString,
} from './common';
import { endpoint } from './endpoint';

/** SPEC §6: production roles come from the selected project. */
export const PRODUCTION_ROLES = ['operator', 'worker', 'checker', 'manager'] as const;
export const productionRole = z.enum(PRODUCTION_ROLES);
export type ProductionRole = z.infer<typeof productionRole>;

/** SPEC §4 "Production log statuses". */
export const PRODUCTION_LOG_STATUSES = [
  'PENDING',
  'CHECKING',
  'WAIT_FOR_APPROVAL',
  'APPROVED',
  'NEED_REVISION',
] as const;
export const productionLogStatus = z.enum(PRODUCTION_LOG_STATUSES);
export type ProductionLogStatus = z.infer<typeof productionLogStatus>;

/** SPEC §4 "Production entry statuses". */
export const PRODUCTION_ENTRY_STATUSES = ['PENDING', 'APPROVED', 'NEED_REVISION'] as const;
export const productionEntryStatus = z.enum(PRODUCTION_ENTRY_STATUSES);
export type ProductionEntryStatus = z.infer<typeof productionEntryStatus>;

/** SPEC §6: filters a count-box click loads the list with. */
export const PRODUCTION_BOX_FILTERS = [
  'submitted',
  'pending',
  'need_revision',
  'pending_checker',
  'checking',
  'checked',
  'pending_manager',
  'wait_for_approval',
  'APPROVED',
] as const;
export const productionBoxFilter = z.enum(PRODUCTION_BOX_FILTERS);
export type ProductionBoxFilter = z.infer<typeof productionBoxFilter>;

/** SPEC §5/§9: counts are numbers with step 0.01. */
export const productionValue = z.number().check(z.nonnegative(messages.notNegative), z.multipleOf(0.01));

/** SPEC §3 "Project option". */
export const productionProject = z.object({ id, name: zString, role: productionRole });
export type ProductionProject = z.infer<typeof productionProject>;
export const projectsMyResponse = z.object({ projects: z.array(productionProject) });
export type ProjectsMyResponse = z.infer<typeof projectsMyResponse>;

/** SPEC §3 "Production card" (one production log: an item of a project worked by a group on a date). */
export const productionCard = z.object({
  /** Production log id (used by the submit calls). */
  id,
  group: zString,
  status: productionLogStatus,
  itemName: zString,
  itemId: id,
  projectId: id,
  members: z.array(z.object({ id, name: zString })),
  totalProductions: zCount,
  totalValues: z.number().check(z.nonnegative()),
  uomName: zString,
  totalApproved: zCount,
  totalNeedRevision: zCount,
  totalPending: zCount,
});
export type ProductionCard = z.infer<typeof productionCard>;

/** SPEC §3 "Groups summary": totals count production logs of the project on the date, unfiltered. */
export const productionGroupsResponse = z.object({
  totalWaitForApproval: zCount,
  totalChecking: zCount,
  totalApproved: zCount,
  totalPending: zCount,
  totalNeedRevision: zCount,
  productions: z.array(productionCard),
});
export type ProductionGroupsResponse = z.infer<typeof productionGroupsResponse>;

export const productionGroupsParams = z.object({ projectId: idParam, date });
export type ProductionGroupsParams = z.infer<typeof productionGroupsParams>;
export const productionGroupsQuery = z.object({ status: z.optional(productionBoxFilter) });
export type ProductionGroupsQuery = z.infer<typeof productionGroupsQuery>;

export const productionDetailParams = z.object({
  projectId: idParam,
  date,
  itemId: idParam,
  groupName: z.string().check(z.minLength(1)),
});
export type ProductionDetailParams = z.infer<typeof productionDetailParams>;

/** SPEC §3 additional information definition of a project item. */
export const itemAdditionalInformation = z.object({
  code: z.string().check(z.minLength(1)),
  name: zString,
  type: z.enum(['text', 'number']),
  isChoice: zBoolean,
  /** Offered values when isChoice. */
  values: z.array(zString),
  isMandatory: zBoolean,
});
export type ItemAdditionalInformation = z.infer<typeof itemAdditionalInformation>;

export const additionalInfoValue = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  selectedValue: z.string().check(z.maxLength(REASON_MAX_LENGTH)),
});
export type AdditionalInfoValue = z.infer<typeof additionalInfoValue>;

export const memberValue = z.object({ memberId: id, name: zString, value: productionValue });
export type MemberValue = z.infer<typeof memberValue>;

/** SPEC §3 "Production entry". */
export const productionEntry = z.object({
  id,
  status: productionEntryStatus,
  additionalInfo: z.array(additionalInfoValue),
  memberValue: z.array(memberValue),
  rejectReason: zNullableString,
});
export type ProductionEntry = z.infer<typeof productionEntry>;

/** SPEC §3 "Project detail" plus the log id and the caller's role in the project. */
export const productionDetail = z.object({
  id,
  projectName: zString,
  group: zString,
  itemName: zString,
  status: productionLogStatus,
  role: productionRole,
  productions: z.array(productionEntry),
  totalMemberValue: z.array(memberValue),
  itemAdditionalInformations: z.array(itemAdditionalInformation),
});
export type ProductionDetail = z.infer<typeof productionDetail>;

/** SPEC §3 "Generate-production payload". */
export const generateProductionBody = z.object({ projectId: id, productionDate: date });
export type GenerateProductionBody = z.infer<typeof generateProductionBody>;
export const generateProductionResponse = z.object({ created: zCount });
export type GenerateProductionResponse = z.infer<typeof generateProductionResponse>;

/** SPEC §3 "Entry submit payload". */
export const productionInputBody = z.object({
  productionLogId: id,
  additionalInformation: z.array(additionalInfoValue).check(z.maxLength(100)),
  memberValues: z
    .array(z.object({ memberId: id, value: productionValue }))
    .check(z.minLength(1), z.maxLength(1000)),
});
export type ProductionInputBody = z.infer<typeof productionInputBody>;

export const productionLogState = z.object({ id, status: productionLogStatus });
export type ProductionLogState = z.infer<typeof productionLogState>;

/**
 * Status history (an extension beyond SPEC, whose Status History modal only shows static samples):
 * one record per transition of a log or of one of its entries: who (name and role in the project), when, what,
 * from → to, and the reason of a revision. `from` is null when the thing was created; `to` is null when an entry
 * was deleted. Entry statuses are a subset of the log statuses, so one enum serves both.
 */
export const PRODUCTION_HISTORY_ACTIONS = [
  'generate',
  'create',
  'update',
  'delete',
  'approve',
  'revise',
  'submit',
] as const;
export const productionHistoryAction = z.enum(PRODUCTION_HISTORY_ACTIONS);
export type ProductionHistoryAction = z.infer<typeof productionHistoryAction>;

export const productionHistoryItem = z.object({
  at: serverTimestamp,
  actorName: zString,
  role: productionRole,
  target: z.enum(['log', 'entry']),
  /** The entry concerned (target 'entry'), else null. */
  entryId: z.nullable(id),
  action: productionHistoryAction,
  from: z.nullable(productionLogStatus),
  to: z.nullable(productionLogStatus),
  reason: zNullableString,
});
export type ProductionHistoryItem = z.infer<typeof productionHistoryItem>;
/** Oldest first. */
export const productionHistoryResponse = z.object({ items: z.array(productionHistoryItem) });
export type ProductionHistoryResponse = z.infer<typeof productionHistoryResponse>;

const logPath = '/production-tracking/production-log';

export const productionEndpoints = {
  projectsMy: endpoint({
    id: 'production.projectsMy',
    access: { who: 'employee', module: 'production' },
    method: 'GET',
    host: 'main',
    path: '/production-tracking/project/my',
    response: projectsMyResponse,
    doc: 'Projects of the caller with the role held in each, as { projects }.',
  }),
  groups: endpoint({
    id: 'production.groups',
    access: { who: 'production', module: 'production' },
    method: 'GET',
    host: 'main',
    path: `${logPath}/group/:projectId/:date`,
    params: productionGroupsParams,
    query: productionGroupsQuery,
    response: productionGroupsResponse,
    doc: 'SPEC {a}/{b} = projectId/date (YYYY-MM-DD). ?status= one box filter of SPEC §6 narrows productions; the five totals are always unfiltered counts of logs by status. 403 when not a member of the project.',
  }),
  generate: endpoint({
    id: 'production.generate',
    access: { who: 'production', module: 'production' },
    method: 'POST',
    host: 'main',
    path: `${logPath}/create`,
    body: generateProductionBody,
    response: generateProductionResponse,
    doc: "Method and path not in SPEC. Creates the PENDING production logs (one per item and group) of the project on productionDate; created = how many were made (0 when they already existed); 404 when the project is unknown to the caller (another company's).",
  }),
  detail: endpoint({
    id: 'production.detail',
    access: { who: 'production', module: 'production' },
    method: 'GET',
    host: 'main',
    path: `${logPath}/group/:projectId/:date/:itemId/:groupName`,
    params: productionDetailParams,
    response: productionDetail,
    doc: "SPEC {a}/{b}/{c}/{d} = projectId/date/itemId/groupName (the /production-tracking/form query). Returns the log with entries, member totals, field definitions and the caller's role.",
  }),
  inputCreate: endpoint({
    id: 'production.inputCreate',
    access: { who: 'production', module: 'production', roles: ['operator', 'worker'] },
    method: 'POST',
    host: 'main',
    path: `${logPath}/input/create`,
    body: productionInputBody,
    response: productionEntry,
    doc: 'Operator/worker adds an entry while the log is PENDING or NEED_REVISION (SPEC §4), else 409. Mandatory fields must be present (400).',
  }),
  inputUpdate: endpoint({
    id: 'production.inputUpdate',
    access: { who: 'production', module: 'production', roles: ['operator', 'worker'] },
    method: 'PUT',
    host: 'main',
    path: `${logPath}/input/:id/update`,
    params: idParams,
    body: productionInputBody,
    response: productionEntry,
    doc: 'Edits an entry unless the log is CHECKING/WAIT_FOR_APPROVAL or the entry is APPROVED (409). The entry returns to PENDING.',
  }),
  inputApprove: endpoint({
    id: 'production.inputApprove',
    access: { who: 'production', module: 'production', roles: ['checker'] },
    method: 'PUT',
    host: 'main',
    path: `${logPath}/input/:id/approve`,
    params: idParams,
    response: productionEntry,
    doc: 'Checker (log CHECKING) or manager (log WAIT_FOR_APPROVAL) approves an entry; returns it.',
  }),
  inputReject: endpoint({
    id: 'production.inputReject',
    access: { who: 'production', module: 'production', roles: ['checker', 'manager'] },
    method: 'PUT',
    host: 'main',
    path: `${logPath}/input/:id/reject`,
    params: idParams,
    body: rejectBody,
    response: productionEntry,
    doc: 'Checker or manager asks revision of an entry with a reason (status NEED_REVISION); the manager may do so on an APPROVED entry while the log waits (SPEC §4).',
  }),
  inputDelete: endpoint({
    id: 'production.inputDelete',
    access: { who: 'production', module: 'production', roles: ['operator', 'worker'] },
    method: 'POST',
    host: 'main',
    path: `${logPath}/input/:id/delete`,
    params: idParams,
    response: emptyData,
    doc: 'Operator/worker deletes an entry while the log is PENDING or NEED_REVISION, else 409. data is null.',
  }),
  submitToChecker: endpoint({
    id: 'production.submitToChecker',
    access: { who: 'production', module: 'production', roles: ['operator', 'worker'] },
    method: 'POST',
    host: 'main',
    path: `${logPath}/:id/submit-to-checker`,
    params: idParams,
    response: productionLogState,
    doc: 'Operator/worker: PENDING or NEED_REVISION with entries → CHECKING (409 otherwise). Returns { id, status }.',
  }),
  submitToManager: endpoint({
    id: 'production.submitToManager',
    access: { who: 'production', module: 'production', roles: ['checker'] },
    method: 'POST',
    host: 'main',
    path: `${logPath}/:id/submit-to-manager`,
    params: idParams,
    response: productionLogState,
    doc: 'Checker on a CHECKING log: all entries APPROVED → WAIT_FOR_APPROVAL (Kirim Ke Manager); any entry PENDING or NEED_REVISION → NEED_REVISION (Kirim Ke Operator / Worker). Returns { id, status }.',
  }),
  submitToHr: endpoint({
    id: 'production.submitToHr',
    access: { who: 'production', module: 'production', roles: ['manager'] },
    method: 'POST',
    host: 'main',
    path: `${logPath}/:id/submit-to-hr`,
    params: idParams,
    response: productionLogState,
    doc: 'Manager on a WAIT_FOR_APPROVAL log: all entries APPROVED → APPROVED (final, sent to HR); otherwise → NEED_REVISION (sent back to operator/worker). Returns { id, status }.',
  }),
  history: endpoint({
    id: 'production.history',
    access: { who: 'production', module: 'production' },
    method: 'GET',
    host: 'main',
    path: `${logPath}/:id/history`,
    params: idParams,
    response: productionHistoryResponse,
    doc: 'Extension, not in SPEC: the status history of a log and its entries, oldest first: who (name, role), when, action, from → to, reason. Any member of the project may read it (404 otherwise, as for an unknown log).',
  }),
} as const;
