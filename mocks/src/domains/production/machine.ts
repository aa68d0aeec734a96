/**
 * The production log status machine and role checks of SPEC §4 "Production transitions" and §6
 * "Production roles". Every operation validates first and only then mutates, so a refusal leaves the
 * state as it was. Order of checks: unknown id or a project the caller is not part of → 404, wrong role → 403,
 * wrong state → 409, bad input → 400.
 *
 * Who may do what in which state is core's rule (`logActions`, `entryActions` in @upah/core/rules/production);
 * the mock adds the status codes: a role that never may do the action → 403, a role that may but not in
 * this state → 409. Where the spec names a destination but no call, the server decides it from the entries:
 * - submit-to-manager (checker, log CHECKING): every entry APPROVED → WAIT_FOR_APPROVAL ("Kirim Ke Manager");
 *   any entry PENDING or NEED_REVISION → NEED_REVISION ("Kirim Ke Operator / Worker").
 * - submit-to-hr (manager, log WAIT_FOR_APPROVAL): every entry APPROVED → APPROVED (final approval);
 *   any entry NEED_REVISION → NEED_REVISION (sent back to the operator or worker).
 */
import { messages } from '@upah/core/catalogue/messages';
import type { ProductionInputBody } from '@upah/core/contract/production';
import { entryActions, logActions } from '@upah/core/rules/production';
import { forbidden, notFound, type Outcome, ok, refuse } from '../outcome';
import type {
  ProductionEntry,
  ProductionItem,
  ProductionLog,
  ProductionProject,
  ProductionRole,
  ProductionState,
} from './model';

export const STATE_CONFLICT = 'Status produksi tidak mengizinkan aksi ini';

/** The data part of the entry submit payload (SPEC §3): the contract's body without the log id. */
export type EntryInput = Omit<ProductionInputBody, 'productionLogId'>;

const INPUT_ROLES: readonly (ProductionRole | undefined)[] = ['operator', 'worker'];
const REVIEW_ROLES: readonly (ProductionRole | undefined)[] = ['checker', 'manager'];

export function roleOf(project: ProductionProject, employeeId: number): ProductionRole | undefined {
  return project.roles.find((r) => r.employeeId === employeeId)?.role;
}

export function projectsOf(state: ProductionState, employeeId: number): ProductionProject[] {
  return state.projects.filter((p) => roleOf(p, employeeId) !== undefined);
}

interface LogContext {
  log: ProductionLog;
  project: ProductionProject;
  item: ProductionItem;
  role: ProductionRole | undefined;
}

function logContext(state: ProductionState, logId: number, employeeId: number): Outcome<LogContext> {
  const log = state.logs.find((l) => l.id === logId);
  if (!log) return notFound('Production log');
  const project = state.projects.find((p) => p.id === log.projectId);
  const item = project?.items.find((i) => i.id === log.itemId);
  if (!project || !item) return notFound('Production log');
  return ok({ log, project, item, role: roleOf(project, employeeId) });
}

function entryContext(
  state: ProductionState,
  entryId: number,
  employeeId: number,
): Outcome<LogContext & { entry: ProductionEntry }> {
  const log = state.logs.find((l) => l.entries.some((e) => e.id === entryId));
  if (!log) return notFound('Data input');
  const ctx = logContext(state, log.id, employeeId);
  if (!ctx.ok) return ctx;
  const entry = log.entries.find((e) => e.id === entryId);
  if (!entry) return notFound('Data input');
  return ok({ ...ctx.value, entry });
}

type LogActions = ReturnType<typeof logActions>;
type EntryActions = ReturnType<typeof entryActions>;
type Roles = readonly (ProductionRole | undefined)[];

/** 404 unknown log, 403 a role outside `roles`, 409 when core's rule does not allow the action in this state. */
function guardLog(
  state: ProductionState,
  employeeId: number,
  logId: number,
  roles: Roles,
  allowed: (actions: LogActions) => boolean,
): Outcome<LogContext & { role: ProductionRole; actions: LogActions }> {
  const ctx = logContext(state, logId, employeeId);
  if (!ctx.ok) return ctx;
  const { role, log } = ctx.value;
  // a log of a project the caller is not part of answers as an unknown one
  if (!role) return notFound('Production log');
  if (!roles.includes(role)) return forbidden();
  const actions = logActions(
    role,
    log.status,
    log.entries.map((e) => e.status),
  );
  return allowed(actions) ? ok({ ...ctx.value, role, actions }) : refuse(409, STATE_CONFLICT);
}

/** The same for one entry, with core's entry actions. */
function guardEntry(
  state: ProductionState,
  employeeId: number,
  entryId: number,
  roles: Roles,
  allowed: (actions: EntryActions) => boolean,
): Outcome<LogContext & { entry: ProductionEntry }> {
  const ctx = entryContext(state, entryId, employeeId);
  if (!ctx.ok) return ctx;
  const { role, log, entry } = ctx.value;
  if (!role) return notFound('Data input');
  if (!roles.includes(role)) return forbidden();
  return allowed(entryActions(role, log.status, entry.status)) ? ctx : refuse(409, STATE_CONFLICT);
}

/** SPEC §5: additional-information fields follow the mandatory flag; choice fields offer the listed values. */
export function validateEntryInput(
  item: ProductionItem,
  groupMembers: readonly { memberId: number }[],
  input: EntryInput,
): Outcome<EntryInput> {
  const known = new Map(item.additionalInformations.map((info) => [info.code, info]));
  const seen = new Set<string>();
  for (const given of input.additionalInformation) {
    const info = known.get(given.code);
    if (!info) return refuse(400, `additionalInformation: kode ${given.code} tidak dikenal`);
    if (seen.has(given.code)) return refuse(400, `additionalInformation: kode ${given.code} ganda`);
    seen.add(given.code);
    const value = given.selectedValue.trim();
    if (value === '') continue;
    if (info.isChoice && !info.values.includes(value)) {
      return refuse(
        400,
        `additionalInformation: ${info.name} harus salah satu dari ${info.values.join(', ')}`,
      );
    }
    if (info.type === 'number' && !Number.isFinite(Number(value))) {
      return refuse(400, `additionalInformation: ${info.name} harus berupa angka`);
    }
  }
  for (const info of item.additionalInformations) {
    if (!info.isMandatory) continue;
    const given = input.additionalInformation.find((a) => a.code === info.code);
    if (!given || given.selectedValue.trim() === '') {
      return refuse(400, `additionalInformation: ${info.name} wajib diisi`);
    }
  }
  if (input.memberValues.length === 0) return refuse(400, 'memberValues: minimal satu anggota');
  const members = new Set(groupMembers.map((m) => m.memberId));
  const counted = new Set<number>();
  for (const mv of input.memberValues) {
    if (!members.has(mv.memberId))
      return refuse(400, `memberValues: anggota ${mv.memberId} bukan anggota grup`);
    if (counted.has(mv.memberId)) return refuse(400, `memberValues: anggota ${mv.memberId} ganda`);
    counted.add(mv.memberId);
    if (!Number.isFinite(mv.value) || mv.value < 0)
      return refuse(400, 'memberValues: nilai harus angka 0 atau lebih');
  }
  return ok({
    additionalInformation: input.additionalInformation.map((a) => ({
      code: a.code,
      selectedValue: a.selectedValue.trim(),
    })),
    memberValues: input.memberValues.map((m) => ({
      memberId: m.memberId,
      value: Math.round(m.value * 100) / 100,
    })),
  });
}

function groupMembersOf(ctx: LogContext) {
  return ctx.project.groups.find((g) => g.name === ctx.log.groupName)?.members ?? [];
}

/**
 * Mulai Produksi (SPEC §2, §4): one PENDING log per item × group of the project on the date. Any member of
 * the project may start it; answers how many logs were made (0 when they all existed).
 */
export function generateProduction(
  state: ProductionState,
  employeeId: number,
  projectId: number,
  productionDate: string,
): Outcome<ProductionLog[]> {
  const project = state.projects.find((p) => p.id === projectId);
  if (!project || !roleOf(project, employeeId)) return notFound('Project');
  const created: ProductionLog[] = [];
  for (const item of project.items) {
    for (const group of project.groups) {
      const exists = state.logs.some(
        (l) =>
          l.projectId === projectId &&
          l.itemId === item.id &&
          l.groupName === group.name &&
          l.productionDate === productionDate,
      );
      if (exists) continue;
      created.push({
        id: state.nextLogId,
        projectId,
        itemId: item.id,
        groupName: group.name,
        productionDate,
        status: 'PENDING',
        entries: [],
      });
      state.nextLogId += 1;
    }
  }
  state.logs.push(...created);
  return ok(created);
}

/** SPEC §4: operator or worker may add data in PENDING or NEED_REVISION. */
export function createEntry(
  state: ProductionState,
  employeeId: number,
  logId: number,
  input: EntryInput,
): Outcome<ProductionEntry> {
  const ctx = guardLog(state, employeeId, logId, INPUT_ROLES, (a) => a.add);
  if (!ctx.ok) return ctx;
  const valid = validateEntryInput(ctx.value.item, groupMembersOf(ctx.value), input);
  if (!valid.ok) return valid;
  const entry: ProductionEntry = {
    id: state.nextEntryId,
    status: 'PENDING',
    additionalInfo: valid.value.additionalInformation,
    memberValues: valid.value.memberValues,
    rejectReason: null,
    createdBy: employeeId,
  };
  state.nextEntryId += 1;
  ctx.value.log.entries.push(entry);
  return ok(entry);
}

/** SPEC §4: edit unless the log is CHECKING, WAIT_FOR_APPROVAL (or final) or the entry is APPROVED. An edit puts the entry back to PENDING. */
export function updateEntry(
  state: ProductionState,
  employeeId: number,
  entryId: number,
  input: EntryInput,
): Outcome<ProductionEntry> {
  const ctx = guardEntry(state, employeeId, entryId, INPUT_ROLES, (a) => a.edit);
  if (!ctx.ok) return ctx;
  const valid = validateEntryInput(ctx.value.item, groupMembersOf(ctx.value), input);
  if (!valid.ok) return valid;
  const { entry } = ctx.value;
  entry.additionalInfo = valid.value.additionalInformation;
  entry.memberValues = valid.value.memberValues;
  entry.status = 'PENDING';
  entry.rejectReason = null;
  return ok(entry);
}

/** SPEC §4: operator or worker may delete entries while the log is PENDING or NEED_REVISION. */
export function deleteEntry(
  state: ProductionState,
  employeeId: number,
  entryId: number,
): Outcome<ProductionEntry> {
  const ctx = guardEntry(state, employeeId, entryId, INPUT_ROLES, (a) => a.delete);
  if (!ctx.ok) return ctx;
  const { log, entry } = ctx.value;
  log.entries = log.entries.filter((e) => e.id !== entryId);
  return ok(entry);
}

/** SPEC §4: the checker approves an entry while the log is CHECKING (the manager revises, never approves, an entry). */
export function approveEntry(
  state: ProductionState,
  employeeId: number,
  entryId: number,
): Outcome<ProductionEntry> {
  const ctx = guardEntry(state, employeeId, entryId, ['checker'], (a) => a.approve);
  if (!ctx.ok) return ctx;
  const { entry } = ctx.value;
  entry.status = 'APPROVED';
  entry.rejectReason = null;
  return ok(entry);
}

/** SPEC §4: checker (CHECKING) asks revision of an entry; manager (WAIT_FOR_APPROVAL) of an approved entry. A reason is required. */
export function rejectEntry(
  state: ProductionState,
  employeeId: number,
  entryId: number,
  rejectReason: string,
): Outcome<ProductionEntry> {
  const ctx = guardEntry(state, employeeId, entryId, REVIEW_ROLES, (a) => a.revise);
  if (!ctx.ok) return ctx;
  const { entry } = ctx.value;
  const reason = rejectReason.trim();
  if (reason === '') return refuse(400, `rejectReason: ${messages.rejectReasonRequired}`);
  entry.status = 'NEED_REVISION';
  entry.rejectReason = reason;
  return ok(entry);
}

/** SPEC §4: operator or worker sends the log to the checker from PENDING or NEED_REVISION when entries exist. */
export function submitToChecker(
  state: ProductionState,
  employeeId: number,
  logId: number,
): Outcome<ProductionLog> {
  const ctx = guardLog(state, employeeId, logId, INPUT_ROLES, (a) => a.sendToChecker);
  if (!ctx.ok) return ctx;
  const { log } = ctx.value;
  log.status = 'CHECKING';
  return ok(log);
}

/** SPEC §4: the checker sends a CHECKING log on to the manager, or back to the operator when an entry is pending or needs revision. */
export function submitToManager(
  state: ProductionState,
  employeeId: number,
  logId: number,
): Outcome<ProductionLog> {
  const ctx = guardLog(state, employeeId, logId, ['checker'], (a) => a.sendToManager || a.sendBackToOperator);
  if (!ctx.ok) return ctx;
  const { log, actions } = ctx.value;
  log.status = actions.sendToManager ? 'WAIT_FOR_APPROVAL' : 'NEED_REVISION';
  return ok(log);
}

/**
 * SPEC §4: the manager, in WAIT_FOR_APPROVAL, approves (every entry approved → APPROVED, handed to HR) or
 * sends back to the operator or worker (an entry needs revision → NEED_REVISION).
 */
export function submitToHr(
  state: ProductionState,
  employeeId: number,
  logId: number,
): Outcome<ProductionLog> {
  const ctx = guardLog(state, employeeId, logId, ['manager'], (a) => a.managerApprove || a.managerSendBack);
  if (!ctx.ok) return ctx;
  const { log, actions } = ctx.value;
  log.status = actions.managerApprove ? 'APPROVED' : 'NEED_REVISION';
  return ok(log);
}
