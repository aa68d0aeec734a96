/**
 * What the production endpoints answer (SPEC §3 "Groups summary", "Production card", "Project detail",
 * "Production entry"; §6 box filters). Pure reads of ProductionState.
 */
import type {
  ProductionBoxFilter,
  ProductionCard,
  ProductionDetail,
  ProductionGroupsResponse,
  ProductionEntry as WireEntry,
} from '@upah/core/contract/production';
import type {
  LogStatus,
  ProductionEntry,
  ProductionItem,
  ProductionLog,
  ProductionProject,
  ProductionRole,
} from './model';

/** SPEC §6: which log statuses each count-box filter lists. */
export const BOX_FILTER_STATUSES: Record<ProductionBoxFilter, readonly LogStatus[]> = {
  submitted: ['WAIT_FOR_APPROVAL', 'CHECKING', 'APPROVED'],
  pending: ['PENDING'],
  need_revision: ['NEED_REVISION'],
  pending_checker: ['PENDING', 'NEED_REVISION'],
  checking: ['CHECKING'],
  checked: ['APPROVED', 'WAIT_FOR_APPROVAL'],
  pending_manager: ['PENDING', 'CHECKING', 'NEED_REVISION'],
  wait_for_approval: ['WAIT_FOR_APPROVAL'],
  APPROVED: ['APPROVED'],
};

/** Sums in hundredths so totals stay exact at the 0.01 step (SPEC §9). */
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

function memberName(project: ProductionProject, groupName: string, memberId: number): string {
  const group = project.groups.find((g) => g.name === groupName);
  return group?.members.find((m) => m.memberId === memberId)?.name ?? `Anggota ${memberId}`;
}

export function entryView(project: ProductionProject, log: ProductionLog, entry: ProductionEntry): WireEntry {
  return {
    id: entry.id,
    status: entry.status,
    additionalInfo: entry.additionalInfo.map((a) => ({ ...a })),
    memberValue: entry.memberValues.map((m) => ({
      memberId: m.memberId,
      name: memberName(project, log.groupName, m.memberId),
      value: m.value,
    })),
    rejectReason: entry.rejectReason,
  };
}

/** The project's item and group a log is of (undefined when the project no longer has them). */
function itemAndGroup(project: ProductionProject, log: ProductionLog) {
  return {
    item: project.items.find((i) => i.id === log.itemId),
    group: project.groups.find((g) => g.name === log.groupName),
  };
}

/** What a card and a detail both say of a log: its id, group, status and item's name. */
function logHead(log: ProductionLog, item: ProductionItem | undefined) {
  return { id: log.id, group: log.groupName, status: log.status, itemName: item?.name ?? '' };
}

function card(project: ProductionProject, log: ProductionLog): ProductionCard {
  const { item, group } = itemAndGroup(project, log);
  const count = (status: ProductionEntry['status']) => log.entries.filter((e) => e.status === status).length;
  const total = log.entries.reduce(
    (sum, e) => sum + e.memberValues.reduce((s, m) => s + cents(m.value), 0),
    0,
  );
  return {
    ...logHead(log, item),
    itemId: log.itemId,
    projectId: project.id,
    members: (group?.members ?? []).map((m) => ({ id: m.memberId, name: m.name })),
    totalProductions: log.entries.length,
    totalValues: fromCents(total),
    uomName: item?.uomName ?? '',
    totalApproved: count('APPROVED'),
    totalNeedRevision: count('NEED_REVISION'),
    totalPending: count('PENDING'),
  };
}

/** Totals count the day's logs by status, unfiltered; productions follow the box filter when given. */
export function groupsSummary(
  project: ProductionProject,
  logs: readonly ProductionLog[],
  filter: ProductionBoxFilter | undefined,
): ProductionGroupsResponse {
  const total = (status: LogStatus) => logs.filter((l) => l.status === status).length;
  const shown = filter ? logs.filter((l) => BOX_FILTER_STATUSES[filter].includes(l.status)) : logs;
  return {
    totalWaitForApproval: total('WAIT_FOR_APPROVAL'),
    totalChecking: total('CHECKING'),
    totalApproved: total('APPROVED'),
    totalPending: total('PENDING'),
    totalNeedRevision: total('NEED_REVISION'),
    productions: shown.map((log) => card(project, log)),
  };
}

export function detailView(
  project: ProductionProject,
  log: ProductionLog,
  role: ProductionRole,
): ProductionDetail {
  const { item, group } = itemAndGroup(project, log);
  const totals = new Map<number, number>();
  for (const entry of log.entries) {
    for (const mv of entry.memberValues)
      totals.set(mv.memberId, (totals.get(mv.memberId) ?? 0) + cents(mv.value));
  }
  return {
    ...logHead(log, item),
    projectName: project.name,
    role,
    productions: log.entries.map((entry) => entryView(project, log, entry)),
    totalMemberValue: (group?.members ?? []).map((m) => ({
      memberId: m.memberId,
      name: m.name,
      value: fromCents(totals.get(m.memberId) ?? 0),
    })),
    itemAdditionalInformations: (item?.additionalInformations ?? []).map((info) => ({
      ...info,
      values: [...info.values],
    })),
  };
}
