/**
 * Helpers for in-process tests (not loaded by the server): a day of an employee made bare, so a test makes the
 * state it asserts, and a self clock-in made at a moment of the test clock.
 */
import { nextId } from './state/queries';
import type { MockState } from './state/types';
import { personaPhone, type testApp } from './test-support';

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

type Server = ReturnType<typeof testApp>;
/** The employee persona's one phone per app: its first key is the approved one (DESIGN "Evidence"). */
const phones = new WeakMap<Server, ReturnType<typeof personaPhone>>();

/** The employee persona's approved phone in this app (made on first use, then the same one). */
export function employeePhone(server: Server): ReturnType<typeof personaPhone> {
  let phone = phones.get(server);
  if (!phone) {
    phone = personaPhone(server, 'employee');
    phones.set(server, phone);
  }
  return phone;
}

/**
 * The employee persona's self clock-in on `date` at `time`, made at that moment of the test clock the way the PWA
 * makes it: from the persona's approved phone, with a selfie uploaded at that moment, signed at the tap.
 */
export async function clockInAt(server: Server, scheduleId: number, date: string, time: string) {
  const back = server.clock.now().toISOString();
  server.clock.set(at(date, time));
  const answer = await (await employeePhone(server)).clockIn({
    scheduleId,
    latitude: -6.2,
    longitude: 106.84,
  });
  server.clock.set(back);
  if (answer.status !== 200)
    throw new Error(`clock-in at ${date} ${time}: ${answer.status} ${answer.message}`);
  return answer.data as { id: number };
}
