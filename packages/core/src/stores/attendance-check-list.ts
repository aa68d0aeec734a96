/**
 * The readiness check-list of the choose screen (SPEC §2, §5: GET attendance/presence/check-list), kept in the
 * area's store. Apart from ./attendance.ts, whose today's schedule and offices every attendance screen loads with
 * only the area's schemas (contract/attendance-area.ts); this call's schema is contract/check-list.ts.
 */
import { ref } from 'valtio';
import type { ApiClient } from '../api/client';
import { checkListEndpoints } from '../contract/check-list';
import { attendanceStore } from './attendance-state';

/** GET attendance/presence/check-list (readiness reminders). */
export async function loadCheckList(client: Pick<ApiClient, 'call'>): Promise<void> {
  try {
    attendanceStore.checkList = ref((await client.call(checkListEndpoints.checkList)).checkList);
  } catch {
    // Offline the last list stays (SPEC §5: the readiness check applies to a clock-in kept on the phone too).
  }
}
