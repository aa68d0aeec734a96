/**
 * The employee's attendance (SPEC §2 "Attendance area", §3 "Attendance entities", §4 "Attendance send
 * status goes sending, then success or failure", §7 Attendance): today's schedule, offices, the readiness
 * check-list; the clock-in/out send is ./clock-submit.ts (loaded with the clock tap, so the area's other screens
 * do not carry the location signals and tap fields; the clock flow's state is ./clock-state.ts). Valtio proxies +
 * exported actions + reset.
 */
import { ref } from 'valtio';
import type { ApiClient } from '../api/client';
import { attendanceAreaEndpoints, type Schedule } from '../contract/attendance-area';
import { attendanceStore } from './attendance-state';
import { cancelLoads, trackLoad } from './load-state';

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

/** GET attendance/presence/check-list (readiness reminders). */
export async function loadCheckList(client: Pick<ApiClient, 'call'>): Promise<void> {
  try {
    // the rest of the attendance contract loads here: the area's other screens need only today and the offices
    const { attendanceEndpoints } = await import('../contract/attendance');
    attendanceStore.checkList = ref((await client.call(attendanceEndpoints.checkList)).checkList);
  } catch {
    // Offline the last list stays (SPEC §5: the readiness check applies to a clock-in kept on the phone too).
  }
}

/** Tests: the area's store back to its start (the clock flow's own state: ./clock-state.ts resetClockState). */
export function resetAttendance(): void {
  cancelLoads(attendanceStore);
  Object.assign(attendanceStore, { today: null, offices: [], checkList: [], status: 'idle', error: null });
}
