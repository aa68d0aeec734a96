/**
 * The status history of production logs (a documented extension: `production.history` in the
 * contract). A handler runs a machine operation inside `tracked`, which compares the log's and the entry's
 * status before and after and records each change: who (name, role in the project), when, action, from → to,
 * and the reason of a revision. A refused operation changes nothing and records nothing.
 */
import type { ProductionHistoryAction, ProductionHistoryItem } from '@upah/core/contract/production';
import { toJakartaTimestamp } from '../../time';
import { roleOf } from './machine';
import type { HistoryRecord, LogStatus, ProductionLog, ProductionState } from './model';

export interface Actor {
  id: number;
  name: string;
  now: Date;
}

function snapshot(state: ProductionState, logId: number | undefined, entryId: number | undefined) {
  const log = state.logs.find((l) =>
    entryId === undefined ? l.id === logId : l.entries.some((e) => e.id === entryId),
  );
  const entry = entryId === undefined ? undefined : log?.entries.find((e) => e.id === entryId);
  return { log, logStatus: log?.status ?? null, entryStatus: entry?.status ?? null };
}

function record(
  state: ProductionState,
  actor: Actor,
  log: ProductionLog,
  fields: Pick<HistoryRecord, 'target' | 'entryId' | 'action' | 'from' | 'to' | 'reason'>,
): void {
  const project = state.projects.find((p) => p.id === log.projectId);
  state.history.push({
    logId: log.id,
    at: toJakartaTimestamp(actor.now),
    actorName: actor.name,
    role: (project && roleOf(project, actor.id)) ?? 'worker',
    ...fields,
  });
}

/**
 * Runs `operation` and records what it changed. `target` names the log (submit) or the entry (create gives its id
 * through the result; update, approve, revise, delete before).
 */
export function tracked<T extends { id: number }>(
  state: ProductionState,
  actor: Actor,
  action: ProductionHistoryAction,
  target: { logId: number } | { entryId: number },
  operation: () => T,
): T {
  const entryIdBefore = 'entryId' in target ? target.entryId : undefined;
  const before = snapshot(state, 'logId' in target ? target.logId : undefined, entryIdBefore);
  const result = operation();
  const entryId = entryIdBefore ?? (action === 'create' ? result.id : undefined);
  const log = before.log ?? state.logs.find((l) => l.entries.some((e) => e.id === entryId));
  if (!log) return result;
  const after = snapshot(state, log.id, action === 'delete' ? undefined : entryId);
  const entry = log.entries.find((e) => e.id === entryId);
  if (entryId !== undefined) {
    record(state, actor, log, {
      target: 'entry',
      entryId,
      action,
      from: before.entryStatus,
      to: action === 'delete' ? null : after.entryStatus,
      reason: action === 'revise' ? (entry?.rejectReason ?? null) : null,
    });
  }
  if (before.logStatus !== log.status || entryId === undefined) {
    record(state, actor, log, {
      target: 'log',
      entryId: null,
      action,
      from: before.logStatus as LogStatus | null,
      to: log.status,
      reason: null,
    });
  }
  return result;
}

/** Records the creation of generated logs (Mulai Produksi). */
export function trackGenerated(state: ProductionState, actor: Actor, logs: readonly ProductionLog[]): void {
  for (const log of logs) {
    record(state, actor, log, {
      target: 'log',
      entryId: null,
      action: 'generate',
      from: null,
      to: log.status,
      reason: null,
    });
  }
}

/** The wire items of a log's history, oldest first. */
export function historyOf(state: ProductionState, logId: number): ProductionHistoryItem[] {
  return state.history.filter((h) => h.logId === logId).map(({ logId: _logId, ...item }) => item);
}
