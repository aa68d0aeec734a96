/**
 * The review calls every request domain shares (SPEC §4, §7: leave, overtime, permission): the owner's history and
 * cancel, the supervisor's subordinate history, approve, reject and bulk approve. Who may call each one and what
 * it answers is the same for every domain; the paths, the list key of the history and the bulk body differ.
 */
import {
  bulkApproveResponse,
  emptyData,
  idParams,
  optionalPaginationQuery,
  rejectBody,
  subordinateHistoryQuery,
} from './common';
import { endpoint, type Schema } from './endpoint';

export interface RequestReviewSpec<H extends Schema, B extends Schema> {
  /** `domain` of the endpoint ids (`leave.approve`). */
  readonly domain: string;
  /** The request in words for the docs: "leave", "overtime", "permission". */
  readonly noun: string;
  readonly paths: {
    readonly historyMy: string;
    readonly historySubordinate: string;
    readonly cancel: string;
    readonly approve: string;
    readonly reject: string;
    readonly approveBulk: string;
  };
  /** `{ <list key>: [item], pagination }`. */
  readonly history: H;
  /** The ids to approve at once: `{ requestIds }` or `{ id }` (SPEC §7). */
  readonly bulkBody: B;
  readonly docs: {
    readonly historyMy: string;
    readonly historySubordinate: string;
    readonly approveBulk: string;
  };
}

export function requestReviewEndpoints<H extends Schema, B extends Schema>(spec: RequestReviewSpec<H, B>) {
  const { domain, noun, paths, history, bulkBody, docs } = spec;
  return {
    historyMy: endpoint({
      id: `${domain}.historyMy`,
      access: { who: 'employee', module: 'attendance' },
      method: 'GET',
      host: 'main',
      path: paths.historyMy,
      query: optionalPaginationQuery,
      response: history,
      doc: docs.historyMy,
    }),
    historySubordinate: endpoint({
      id: `${domain}.historySubordinate`,
      access: { who: 'supervisor', module: 'attendance' },
      method: 'GET',
      host: 'main',
      path: paths.historySubordinate,
      query: subordinateHistoryQuery,
      response: history,
      doc: docs.historySubordinate,
    }),
    cancel: endpoint({
      id: `${domain}.cancel`,
      access: { who: 'owner', module: 'attendance' },
      method: 'POST',
      host: 'main',
      path: paths.cancel,
      params: idParams,
      response: emptyData,
      doc: `Owner cancels a pending ${noun} (status 'canceled'); 409 when not pending. data is null.`,
    }),
    approve: endpoint({
      id: `${domain}.approve`,
      access: { who: 'supervisor', module: 'attendance' },
      method: 'POST',
      host: 'main',
      path: paths.approve,
      params: idParams,
      response: emptyData,
      doc: 'data is null; 409 when no longer pending, 403 when not a direct subordinate.',
    }),
    reject: endpoint({
      id: `${domain}.reject`,
      access: { who: 'supervisor', module: 'attendance' },
      method: 'POST',
      host: 'main',
      path: paths.reject,
      params: idParams,
      body: rejectBody,
      response: emptyData,
      doc: 'data is null; 409 when no longer pending.',
    }),
    approveBulk: endpoint({
      id: `${domain}.approveBulk`,
      access: { who: 'supervisor', module: 'attendance' },
      method: 'POST',
      host: 'main',
      path: paths.approveBulk,
      body: bulkBody,
      response: bulkApproveResponse,
      doc: docs.approveBulk,
    }),
  } as const;
}
