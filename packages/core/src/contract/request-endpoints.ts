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
import { type Access, type Endpoint, endpoint, type Method, type Schema } from './endpoint';

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
  /** A request SPEC does not have (our extension): every call's doc says so, and OpenAPI marks it. */
  readonly extension?: boolean;
}

export function requestReviewEndpoints<H extends Schema, B extends Schema>(spec: RequestReviewSpec<H, B>) {
  const { domain, noun, paths, history, bulkBody, docs } = spec;
  const mark = spec.extension ? 'Extension (not in SPEC): ' : '';
  /** One review call: its id, path and module follow from its name; who may call it and its method differ. */
  const review = <
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    Bd extends Schema | undefined = undefined,
    R extends Schema = Schema,
  >(
    name: keyof RequestReviewSpec<H, B>['paths'],
    who: Access['who'],
    method: Method,
    parts: Omit<Endpoint<P, Q, Bd, R>, 'id' | 'access' | 'method' | 'host' | 'path'>,
  ) =>
    endpoint<P, Q, Bd, R>({
      id: `${domain}.${name}`,
      access: { who, module: 'attendance' },
      method,
      host: 'main',
      path: paths[name],
      ...parts,
    });
  return {
    historyMy: review('historyMy', 'employee', 'GET', {
      query: optionalPaginationQuery,
      response: history,
      doc: docs.historyMy,
    }),
    historySubordinate: review('historySubordinate', 'supervisor', 'GET', {
      query: subordinateHistoryQuery,
      response: history,
      doc: docs.historySubordinate,
    }),
    cancel: review('cancel', 'owner', 'POST', {
      params: idParams,
      response: emptyData,
      doc: `${mark}Owner cancels a pending ${noun} (status 'canceled'); 409 when not pending or in a closed month. data is null.`,
    }),
    approve: review('approve', 'supervisor', 'POST', {
      params: idParams,
      response: emptyData,
      doc: `${mark}data is null; 409 when no longer pending or in a month closed for payroll, 403 when not a direct subordinate.`,
    }),
    reject: review('reject', 'supervisor', 'POST', {
      params: idParams,
      body: rejectBody,
      response: emptyData,
      doc: `${mark}data is null; 409 when no longer pending or in a closed month.`,
    }),
    approveBulk: review('approveBulk', 'supervisor', 'POST', {
      body: bulkBody,
      response: bulkApproveResponse,
      doc: docs.approveBulk,
    }),
  } as const;
}
