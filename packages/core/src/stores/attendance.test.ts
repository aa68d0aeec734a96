import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toJakartaTimestamp } from '../format';
import { attendanceStore, loadToday, resetAttendance } from './attendance';
import { createRequestList } from './attendance-requests';
import { clockStore, recordFix, resetClockState } from './clock-state';
import { submitClock } from './clock-submit';

const T = 1_800_000_000_000;
const fix = (t: number, lat = -6.208763) => ({ lat, long: 106.845599, accuracy: 15, timestamp: t });

function fakeClient(fail = 0) {
  let failures = fail;
  const calls: { id: string; input: unknown }[] = [];
  return {
    calls,
    upload: vi.fn(async () => ({ url: '/files/selfie-1.jpg' })),
    call: vi.fn(async (endpoint: { id: string }, input?: unknown) => {
      calls.push({ id: endpoint.id, input });
      if (endpoint.id === 'attendance.scheduleToday') return null;
      if (failures > 0) {
        failures -= 1;
        throw new Error('server down');
      }
      return {};
    }),
  };
}

beforeEach(() => {
  resetAttendance();
  resetClockState();
});

describe('§4 attendance send status: sending → success | failure', () => {
  it('clock-in uploads the selfie, then sends its url, the fix, the location signals and the tap time', async () => {
    const client = fakeClient();
    recordFix(fix(T));
    const ok = await submitClock(client as never, {
      type: 'clock-in',
      schedule: { id: 7, presenceId: null },
      photo: new Blob(['x'], { type: 'image/jpeg' }),
      now: T + 1000,
      clockOffsetMs: 1234.4,
    });
    expect(ok).toBe(true);
    expect(clockStore.status).toBe('success');
    expect(client.calls[0]).toEqual({
      id: 'attendance.clockIn',
      input: {
        body: {
          scheduleId: 7,
          latitude: -6.208763,
          longitude: 106.845599,
          photo: '/files/selfie-1.jpg',
          locationSignals: { accuracyMeters: 15, fixAgeMs: 1000, flags: [] },
          clientTime: toJakartaTimestamp(T + 1000),
          fixTime: toJakartaTimestamp(T),
          clockOffsetMs: 1234,
        },
      },
    });
  });

  it('a failed call keeps the fix and the uploaded url: the retry sends them without uploading again', async () => {
    const client = fakeClient(1);
    recordFix(fix(T));
    const input = {
      type: 'clock-in' as const,
      schedule: { id: 7, presenceId: null },
      photo: new Blob(['x']),
      now: T,
    };
    expect(await submitClock(client as never, input)).toBe(false);
    expect(clockStore.status).toBe('failure');
    expect(clockStore.error).toBeTruthy();
    expect(clockStore.photoUrl).toBe('/files/selfie-1.jpg');
    expect(clockStore.fix).not.toBeNull();
    expect(await submitClock(client as never, input)).toBe(true);
    expect(client.upload).toHaveBeenCalledTimes(1);
  });

  it('earlier fixes of the session feed the repeated-coordinates flag', async () => {
    const client = fakeClient();
    recordFix(fix(T));
    recordFix(fix(T + 4000));
    await submitClock(client as never, {
      type: 'clock-in',
      schedule: { id: 1, presenceId: null },
      photo: new Blob(['x']),
      now: T + 4000,
    });
    const body = (client.calls[0]!.input as { body: { locationSignals: { flags: string[] } } }).body;
    expect(body.locationSignals.flags).toEqual(['repeated-coordinates']);
  });

  it('clock-out sends presenceId, the position and the tap time, no selfie', async () => {
    const client = fakeClient();
    recordFix(fix(T));
    await submitClock(client as never, {
      type: 'clock-out',
      schedule: { id: 1, presenceId: 42 },
      now: T + 500,
    });
    expect(client.calls[0]).toEqual({
      id: 'attendance.clockOut',
      input: {
        body: {
          presenceId: 42,
          latitude: -6.208763,
          longitude: 106.845599,
          locationSignals: { accuracyMeters: 15, fixAgeMs: 500, flags: [] },
          clientTime: toJakartaTimestamp(T + 500),
          fixTime: toJakartaTimestamp(T),
        },
      },
    });
    expect(client.upload).not.toHaveBeenCalled();
  });

  it('no fix, no call', async () => {
    const client = fakeClient();
    expect(
      await submitClock(client as never, { type: 'clock-out', schedule: { id: 1, presenceId: 1 } }),
    ).toBe(false);
    expect(client.call).not.toHaveBeenCalled();
  });

  it('§2 home: no shift today leaves today null with a success status', async () => {
    await loadToday(fakeClient() as never);
    expect(attendanceStore.status).toBe('success');
    expect(attendanceStore.today).toBeNull();
  });
});

describe('§4/§9 request lists: page size 10, load more, reload after an action', () => {
  it('appends pages without duplicates and reload replaces', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      items: [{ id: page * 10 }, { id: page * 10 + 1 }],
      pagination: { page, size: 10, totalItems: 4, totalPages: 2 },
    }));
    const list = createRequestList(fetchPage);
    await list.reload();
    expect(list.hasMore()).toBe(true);
    await list.loadMore();
    expect(list.state.items.map((i) => i.id)).toEqual([10, 11, 20, 21]);
    expect(list.hasMore()).toBe(false);
    await list.reload();
    expect(list.state.items.map((i) => i.id)).toEqual([10, 11]);
    expect(fetchPage).toHaveBeenLastCalledWith(1, 10);
  });
});
