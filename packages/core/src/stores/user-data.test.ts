/**
 * SPEC §8 (a 401 or a logout ends the session): whoever signs in next never sees the last user's answers. Each
 * store below is filled as a load would fill it, then forgetUserData() brings it back to where a fresh page starts.
 * The last test reads the store modules' sources: a store that holds state either hands its reset over
 * (forgetOnSignOut) or is listed here with why it outlives a session.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ref } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { approvalDetailStore } from './approval-detail';
import { approvalQueueStore } from './approval-queue';
import { createRequestList } from './attendance-requests';
import { attendanceStore } from './attendance-state';
import { calendarStore } from './calendar';
import { companyStore } from './company';
import { deviceRequestsStore } from './device-requests';
import { ownLeaveBalanceStore } from './leave-balance';
import { profileStore } from './profile';
import { recapMemberStore } from './recap-member';
import { subordinatePresencesStore } from './subordinate-presences';
import { subordinatesStore } from './subordinates';
import { teamDayStore } from './team-day';
import { teamRecapStore } from './team-recap';
import { forgetUserData } from './user-data';
import './attendance';

const loaded = { status: 'success' as const, error: null };
const copy = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('forgetUserData', () => {
  it('every store of the signed-in user is back at its start, its answers gone', () => {
    const list = createRequestList(async () => ({
      items: [],
      pagination: { page: 1, size: 10, totalItems: 0, totalPages: 0 },
    }));
    const stores = {
      profile: profileStore,
      company: companyStore,
      calendar: calendarStore,
      subordinates: subordinatesStore,
      teamDay: teamDayStore,
      teamRecap: teamRecapStore,
      recapMember: recapMemberStore,
      approvals: approvalQueueStore,
      approvalDetail: approvalDetailStore,
      subordinatePresences: subordinatePresencesStore,
      deviceRequests: deviceRequestsStore,
      attendance: attendanceStore,
      ownLeaveBalance: ownLeaveBalanceStore,
      ownRequests: list.state,
    };
    const start = copy(stores);

    Object.assign(profileStore, loaded, { profile: { id: 7, name: 'Siti Rahmawati' } });
    Object.assign(companyStore, loaded, { settings: { companyName: 'PT Lain' } });
    Object.assign(calendarStore, loaded, { years: { 2026: [] } });
    Object.assign(subordinatesStore, loaded, { subordinates: ref([{ id: 9, name: 'Budi' }]) });
    Object.assign(teamDayStore, loaded, { date: '2026-12-08' });
    Object.assign(teamRecapStore, loaded, { month: '2026-12' });
    Object.assign(recapMemberStore, loaded, { subordinateId: 9, month: '2026-12' });
    approvalQueueStore.tab = 2;
    Object.assign(approvalQueueStore.tabs[1], loaded, { items: [{ id: 1 }] });
    approvalDetailStore.item = { id: 1 } as never;
    Object.assign(subordinatePresencesStore, loaded, { items: ref([{ id: 3 }]) });
    Object.assign(deviceRequestsStore, loaded, { items: ref([{ id: 4 }]) });
    Object.assign(attendanceStore, loaded, { offices: [{ id: 1, name: 'Kantor', lat: 0, long: 0 }] });
    Object.assign(ownLeaveBalanceStore, loaded, { value: { remaining: 5 } });
    Object.assign(list.state, loaded, { items: [{ id: 5 }], page: 1, totalPages: 2 });
    const filled = copy(stores);
    for (const name of Object.keys(stores)) expect(filled[name], name).not.toEqual(start[name]);

    forgetUserData();
    expect(copy(stores)).toEqual(start);
    expect(profileStore.profile).toBeNull();
    expect(subordinatesStore.subordinates).toEqual([]);
    expect(list.state.items).toEqual([]);
  });

  it('every store module either forgets on sign-out or says why it outlives the session', () => {
    /** Stores that keep state across a session's end, and why. */
    const outliving: Record<string, string> = {
      'clock-queue-state.ts': 'clock entries not yet sent: sent after the next sign-in, never lost',
      'offline-queue.ts': 'offline scans and taps with their own keys: sent after the next sign-in',
      'clock-state.ts': "the phone's location fixes, not a server's answer",
      'gate-key.ts': "the phone's signing key, checked against the employee signed in",
      'network.ts': 'online or not',
      'english-messages.ts':
        "whether the catalogue's English is loaded (the phone's language, not the user's)",
      'server-clock.ts': "the server's clock offset",
      'session.ts': 'the session itself',
      'sign-in-wait.ts': 'the sign-in wait after failed attempts (per phone, not per user)',
      'request-form.ts': 'typed values with their key: kept across a 401 (drafts), cleared by a logout',
      'leave-request.ts':
        "a request form (request-form.ts) and the company's leave categories, loaded again by the form",
      'shift-request.ts':
        "a request form (request-form.ts) and the company's shifts, loaded again by the form",
      'production-form.ts': 'typed values with their key: kept across a 401',
      'production.ts': 'a generate under way keeps its key across a 401; the list reloads with the area',
      'withdrawal.ts': 'a withdrawal under way keeps its key across a 401: never paid twice',
      'loan.ts': 'a loan form under way keeps its values across a 401',
    };
    const dir = import.meta.dirname;
    const holding = readdirSync(dir).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        /\bproxy(<|\()/.test(readFileSync(join(dir, file), 'utf8')),
    );
    /** A store whose reset lives in another module: the area's state is reset by the area's loader. */
    const resetElsewhere: Record<string, string> = { 'attendance-state.ts': 'attendance.ts' };
    const forgetting = holding.filter((file) =>
      readFileSync(join(dir, resetElsewhere[file] ?? file), 'utf8').includes('forgetOnSignOut('),
    );
    expect(forgetting.length).toBeGreaterThan(10);
    expect(holding.filter((file) => !forgetting.includes(file)).sort()).toEqual(
      Object.keys(outliving).sort(),
    );
  });
});
