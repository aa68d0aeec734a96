/**
 * The readiness check-list of the choose screen (SPEC §2, §5: GET attendance/presence/check-list). Apart from
 * ./attendance.ts, which re-exports it and lists the endpoint in its table, so the choose screen's first render loads
 * this call's schema and not the whole attendance contract.
 */
import * as z from 'zod/mini';
import { id, zString } from './common';
import { endpoint } from './endpoint';

/** Readiness reminder shown as a checkbox on /attendance/choose-option (SPEC §2, §5). */
export const checkListItem = z.object({ id, name: zString });
export type CheckListItem = z.infer<typeof checkListItem>;
export const checkListResponse = z.object({ checkList: z.array(checkListItem) });
export type CheckListResponse = z.infer<typeof checkListResponse>;

export const checkListEndpoints = {
  checkList: endpoint({
    id: 'attendance.checkList',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/presence/check-list',
    response: checkListResponse,
    doc: 'Readiness reminders of the company (e.g. uniform, safety shoes) shown as checkboxes before a self clock-in (SPEC §5).',
  }),
} as const;
