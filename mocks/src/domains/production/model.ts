/**
 * Production tracking state kept by the mock (SPEC §3 "Production tracking entities", §4, §6).
 * Plain data: the machine (machine.ts) and the views (views.ts) are pure functions over it.
 */
import type {
  ItemAdditionalInformation,
  ProductionEntryStatus,
  ProductionHistoryItem,
  ProductionLogStatus,
  ProductionRole,
} from '@upah/core/contract/production';

// Roles and statuses are the contract's (SPEC §4, §6); the mock's short names for them.
export type { ProductionRole };
export type LogStatus = ProductionLogStatus;
export type EntryStatus = ProductionEntryStatus;

/** A field definition of an item (SPEC §3 itemAdditionalInformations): the contract's shape. */
export type AdditionalInformation = ItemAdditionalInformation;

export interface ProductionItem {
  id: number;
  name: string;
  uomName: string;
  additionalInformations: AdditionalInformation[];
}

/** A production group: the people whose output is counted together (members are not app users). */
export interface ProductionGroup {
  name: string;
  members: { memberId: number; name: string }[];
}

export interface ProductionProject {
  id: number;
  companyId: number;
  name: string;
  /** employeeId → role in this project. */
  roles: { employeeId: number; role: ProductionRole }[];
  items: ProductionItem[];
  groups: ProductionGroup[];
}

export interface ProductionEntry {
  id: number;
  status: EntryStatus;
  additionalInfo: { code: string; selectedValue: string }[];
  memberValues: { memberId: number; value: number }[];
  rejectReason: string | null;
  createdBy: number;
}

export interface ProductionLog {
  id: number;
  projectId: number;
  itemId: number;
  groupName: string;
  /** YYYY-MM-DD (Asia/Jakarta). */
  productionDate: string;
  status: LogStatus;
  entries: ProductionEntry[];
}

/** One recorded transition of the status history: the wire item plus the log it belongs to. */
export interface HistoryRecord extends ProductionHistoryItem {
  logId: number;
}

export interface ProductionState {
  projects: ProductionProject[];
  logs: ProductionLog[];
  /** Every transition of a log and its entries since the seed, oldest first. */
  history: HistoryRecord[];
  nextLogId: number;
  nextEntryId: number;
}
