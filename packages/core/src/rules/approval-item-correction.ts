/**
 * An attendance correction as an approval item (the fifth kind of both apps' queues, "Koreksi"): its period is the
 * day as it will be (the times asked, else the recorded ones), its detail the day as recorded now, so the line reads
 * '13 Mei 2024 · 08.01 – 17.05 · Koreksi (tercatat 08.01 – –)'. Pure.
 */
import type { CorrectionItem } from '../contract/attendance-correction';
import { type ApprovalItem, approvalPeriod } from './approval-item';

export function correctionApprovalItem(c: CorrectionItem): ApprovalItem {
  return {
    kind: 'correction',
    id: c.id,
    employeeName: c.employeeName,
    date: c.scheduleDate,
    from: c.clockIn ?? c.before.clockIn,
    to: c.clockOut ?? c.before.clockOut,
    detail: approvalPeriod({ from: c.before.clockIn, to: c.before.clockOut }),
    description: c.reason,
    ...(c.employeeId === undefined ? {} : { employeeId: c.employeeId }),
    ...(c.photo ? { photos: [c.photo] } : {}),
    status: c.status,
    rejectReason: c.reject_reason,
  };
}
