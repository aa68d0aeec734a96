/**
 * Helpers for in-process tests (not loaded by the server): a day of an employee made bare, so a test makes the
 * state it asserts, and a self clock-in made at a moment of the test clock.
 */
import { nextId } from './state/queries';
import type { MockState } from './state/types';
import { callJson, loginAs, type testApp } from './test-support';

/** `YYYY-MM-DDTHH:mm:ss+07:00` of a Jakarta date and time. */
export const at = (date: string, time: string) => `${date}T${time}+07:00`;

/**
 * The employee's schedule on `date` with nothing on it: its presences, corrections and requests are taken away, so
 * the test makes the day it asserts.
 */
export function bareDay(state: MockState, employeeId: number, date: string) {
  let schedule = [...state.domains.attendance.schedules.values()].find(
    (s) => s.employeeId === employeeId && s.date === date,
  );
  if (!schedule) {
    const id = nextId(state, 'schedule');
    schedule = {
      id,
      employeeId,
      date,
      masterShiftId: 1,
      shiftName: 'Shift Kantor',
      startTime: '',
      endTime: '',
    };
    state.domains.attendance.schedules.set(id, schedule);
  }
  schedule.startTime = '08:00:00';
  schedule.endTime = '17:00:00';
  for (const [id, p] of state.domains.attendance.presences)
    if (p.scheduleId === schedule.id) state.domains.attendance.presences.delete(id);
  for (const [id, c] of state.domains.correction.requests)
    if (c.scheduleId === schedule.id) state.domains.correction.requests.delete(id);
  for (const [id, l] of state.domains.leave.requests)
    if (l.employeeId === employeeId && l.startAt <= date && date <= l.endAt)
      state.domains.leave.requests.delete(id);
  for (const [id, p] of state.domains.permission.requests)
    if (p.scheduleId === schedule.id) state.domains.permission.requests.delete(id);
  for (const [id, o] of state.domains.overtime.requests)
    if (o.scheduleId === schedule.id) state.domains.overtime.requests.delete(id);
  return schedule;
}

/** The employee persona's self clock-in on `date` at `time`, made at that moment of the test clock. */
export async function clockInAt(
  server: ReturnType<typeof testApp>,
  scheduleId: number,
  date: string,
  time: string,
) {
  const back = server.clock.now().toISOString();
  server.clock.set(at(date, time));
  const token = await loginAs(server.app, 'employee');
  const answer = await callJson(server.app, 'POST', '/attendance/presence/clock-in', {
    token,
    body: { scheduleId, latitude: -6.2, longitude: 106.84, photo: '/files/selfie.jpg' },
  });
  server.clock.set(back);
  if (answer.status !== 200)
    throw new Error(`clock-in at ${date} ${time}: ${answer.status} ${answer.message}`);
  return answer.data as { id: number };
}
