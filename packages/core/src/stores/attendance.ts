/**
 * The employee's attendance area (SPEC §2 "Attendance area", §3 "Attendance entities", §7 Attendance): today's
 * schedule and the offices, which every attendance screen loads, with only the area's schemas
 * (contract/attendance-area.ts). Beside it: the readiness check-list (./attendance-check-list.ts), the clock-in/out
 * send (./clock-submit.ts, loaded with the clock tap) and the clock flow's state (./clock-state.ts), so the area's
 * other screens carry none of them. Valtio proxies + exported actions + reset.
 */
import { ref } from 'valtio';
import type { ApiClient } from '../api/client';
import { attendanceAreaEndpoints, type Schedule } from '../contract/attendance-area';
import { attendanceStore } from './attendance-state';
import { cancelLoads, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export { type AttendanceState, attendanceStore } from './attendance-state';

/** GET attendance/schedule/employee/today. */
export function loadToday(client: Pick<ApiClient, 'call'>): Promise<Schedule | null> {
  return trackLoad(
    attendanceStore,
    () => client.call(attendanceAreaEndpoints.scheduleToday),
    (today) => {
      attendanceStore.today = today && ref(today);
    },
  );
}

/** Offices for the nearby rule and the map markers (silent on failure: the distance is then unknown). */
export async function loadOffices(client: Pick<ApiClient, 'call'>): Promise<void> {
  try {
    attendanceStore.offices = ref((await client.call(attendanceAreaEndpoints.offices)).offices);
  } catch {
    // §8: geolocation-side failures are only logged; the screen shows the distance as unknown.
  }
}

/** Tests: the area's store back to its start (the clock flow's own state: ./clock-state.ts resetClockState). */
export function resetAttendance(): void {
  cancelLoads(attendanceStore);
  Object.assign(attendanceStore, { today: null, offices: [], checkList: [], status: 'idle', error: null });
}
forgetOnSignOut(resetAttendance);
