/**
 * The employee's attendance data (SPEC §3 "Attendance entities"): today's schedule, offices and the readiness
 * check-list. Only the state, so a screen that reads it (the attendance home) does not load the contract's schemas
 * and the loads (./attendance.ts, which re-exports it).
 */
import { proxy } from 'valtio';
import type { CheckListItem, Office, Schedule } from '../contract/attendance';
import type { LoadState } from './load-state';

export interface AttendanceState extends LoadState {
  /** Today's schedule; null when there is no shift today (or before the first load). */
  today: Schedule | null;
  offices: Office[];
  checkList: CheckListItem[];
}

export const attendanceStore = proxy<AttendanceState>({
  today: null,
  offices: [],
  checkList: [],
  status: 'idle',
  error: null,
});
