/**
 * The approval queue's calls for attendance corrections (the fifth kind, "Koreksi"; contract/attendance-correction.ts):
 * the direct subordinates' corrections as list items, and bulk approve with `{ id }`. ./approval-calls.ts adds them
 * to its tables beside the four SPEC kinds.
 */
import type { ApiClient } from '../api/client';
import { correctionEndpoints } from '../contract/attendance-correction';
import type { SubordinateHistoryQuery } from '../contract/common';
import type { ApprovalItem } from '../rules/approval-item';
import { correctionApprovalItem } from '../rules/approval-item-correction';
import { everyPage } from './every-page';

type Client = Pick<ApiClient, 'call'>;

export const correctionSingleEndpoints = {
  approve: correctionEndpoints.approve,
  reject: correctionEndpoints.reject,
};

export async function listCorrections(
  client: Client,
  query: SubordinateHistoryQuery,
): Promise<ApprovalItem[]> {
  return (await everyPage((q) => client.call(correctionEndpoints.historySubordinate, { query: q }), query))
    .flatMap((page) => page.corrections)
    .map(correctionApprovalItem);
}

export function approveCorrections(client: Client, ids: number[]): Promise<{ approvedIds: number[] }> {
  return client.call(correctionEndpoints.approveBulk, { body: { id: ids } });
}
