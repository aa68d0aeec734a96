/**
 * Device binding (DESIGN "Evidence": one approved phone per employee). Extension, not in SPEC. The phone's key is
 * registered with POST /attendance/device-key (contract/attendance.ts); these calls let the employee see their
 * approved device and the direct supervisor approve a second phone ("Perangkat baru" in the approval queues).
 */
import * as z from 'zod/mini';
import {
  emptyData,
  id,
  idParams,
  listedEmployeeId,
  pagination,
  rejectBody,
  serverTimestamp,
  subordinateHistoryQuery,
  zString,
} from './common';
import { endpoint, SUPERVISOR_READ } from './endpoint';

/** Where a device request stands: waiting, approved (now the employee's device), rejected, or replaced by a newer ask. */
export const DEVICE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;
export const deviceRequestStatus = z.enum(DEVICE_REQUEST_STATUSES);
export type DeviceRequestStatus = z.infer<typeof deviceRequestStatus>;

/** The employee's approved phone. */
export const approvedDevice = z.object({
  keyId: zString,
  /** The phone's name, from its user agent ("Chrome di Android"). */
  deviceName: zString,
  /** Since when it is the employee's device (+07:00). */
  approvedAt: serverTimestamp,
});
export type ApprovedDevice = z.infer<typeof approvedDevice>;

/** A phone's ask to become the employee's device. */
export const deviceRequest = z.object({
  id,
  employeeId: listedEmployeeId,
  employeeName: zString,
  keyId: zString,
  deviceName: zString,
  /** When the phone asked (+07:00). */
  requestedAt: serverTimestamp,
  status: deviceRequestStatus,
  reject_reason: z.nullable(zString),
});
export type DeviceRequest = z.infer<typeof deviceRequest>;

export const myDeviceResponse = z.object({
  approved: z.nullable(approvedDevice),
  /** The caller's latest ask still waiting, null without one. */
  pending: z.nullable(deviceRequest),
});
export type MyDeviceResponse = z.infer<typeof myDeviceResponse>;

export const deviceRequestsResponse = z.object({ devices: z.array(deviceRequest), pagination });
export type DeviceRequestsResponse = z.infer<typeof deviceRequestsResponse>;

export const deviceEndpoints = {
  mine: endpoint({
    id: 'device.mine',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/device',
    response: myDeviceResponse,
    doc: 'Extension, not in SPEC (DESIGN "Evidence"): the caller\'s approved phone (name from its user agent, since when) and their ask still waiting for the supervisor, for Profil.',
  }),
  subordinate: endpoint({
    id: 'device.subordinate',
    ...SUPERVISOR_READ,
    path: '/attendance/device/direct-subordinate',
    query: subordinateHistoryQuery,
    response: deviceRequestsResponse,
    doc: 'Extension, not in SPEC (DESIGN "Evidence"): the direct subordinates\' asks to use a new phone ("Perangkat baru"), newest first, paged (default 20, at most 100), status filter as the request histories.',
  }),
  approve: endpoint({
    id: 'device.approve',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/device/:id/approve',
    params: idParams,
    response: emptyData,
    doc: "Extension, not in SPEC: the phone becomes the subordinate's device (its key signs their clock-in and gate code from now on; the old phone's no longer does). 404 when not a direct subordinate's ask, 409 when no longer pending. data is null.",
  }),
  reject: endpoint({
    id: 'device.reject',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/device/:id/reject',
    params: idParams,
    body: rejectBody,
    response: emptyData,
    doc: 'Extension, not in SPEC: the ask is refused with a reason; the approved phone stays. 404 / 409 as approve. data is null.',
  }),
} as const;
