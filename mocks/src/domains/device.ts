/**
 * Device binding (DESIGN "Evidence"; contract/device.ts): the employee's approved phone and the direct
 * supervisor's "Perangkat baru" queue. The keys and asks live in the attendance state's gate (./attendance/gate.ts),
 * where the registration call (POST /attendance/device-key) puts them.
 */
import { type DeviceRequest, deviceEndpoints } from '@upah/core/contract/device';
import { httpError } from '../http-error';
import { route } from '../route';
import type { MockState } from '../state/types';
import { toJakartaTimestamp } from '../time';
import { attendanceDb } from './attendance';
import { approveKey, type DeviceRequestRecord } from './attendance/gate';
import { teamHistory } from './requests/history';
import { defineDomain } from './types';

export const DEVICE_REQUEST_MESSAGES = {
  notFound: 'Permintaan perangkat tidak ditemukan',
  decided: 'Permintaan perangkat ini sudah diproses',
} as const;

function deviceRequestItem(state: MockState, r: DeviceRequestRecord): DeviceRequest {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: state.employees.get(r.employeeId)?.name ?? '',
    keyId: r.keyId,
    deviceName: r.deviceName,
    requestedAt: r.requestedAt,
    status: r.status,
    reject_reason: r.rejectReason,
  };
}

/** A direct subordinate's pending ask (404 unknown or not a direct subordinate's; 409 no longer pending). */
function pendingAsk(state: MockState, supervisorId: number, id: number): DeviceRequestRecord {
  const gate = state.domains.attendance.gate;
  const ask = gate.requests.get(id);
  if (!ask || state.employees.get(ask.employeeId)?.supervisorId !== supervisorId) {
    throw httpError(404, DEVICE_REQUEST_MESSAGES.notFound);
  }
  if (ask.status !== 'pending') throw httpError(409, DEVICE_REQUEST_MESSAGES.decided);
  return ask;
}

export const deviceDomain = defineDomain({
  name: 'device',
  register(app) {
    const e = deviceEndpoints;

    route(app, e.mine, ({ state, user }) => {
      const gate = attendanceDb(state, user).gate;
      const key = gate.keys.get(user.id);
      const pending = [...gate.requests.values()].filter(
        (r) => r.employeeId === user.id && r.status === 'pending',
      );
      const latest = pending.at(-1);
      return {
        approved: key ? { keyId: key.keyId, deviceName: key.deviceName, approvedAt: key.registeredAt } : null,
        pending: latest ? deviceRequestItem(state, latest) : null,
      };
    });

    route(app, e.subordinate, ({ state, user, input }) => {
      const gate = attendanceDb(state, user).gate;
      const page = teamHistory(state, gate.requests.values(), user.id, (r) => r.requestedAt, input.query);
      return { devices: page.items.map((r) => deviceRequestItem(state, r)), pagination: page.pagination };
    });

    route(app, e.approve, ({ state, user, input, now }) => {
      attendanceDb(state, user);
      const ask = pendingAsk(state, user.id, input.params.id);
      ask.status = 'approved';
      approveKey(state.domains.attendance.gate, ask.employeeId, {
        keyId: ask.keyId,
        publicKey: ask.publicKey,
        deviceName: ask.deviceName,
        registeredAt: toJakartaTimestamp(now),
      });
      return null;
    });

    route(app, e.reject, ({ state, user, input }) => {
      attendanceDb(state, user);
      const ask = pendingAsk(state, user.id, input.params.id);
      ask.status = 'rejected';
      ask.rejectReason = input.body.rejectReason;
      return null;
    });
  },
});
