/**
 * One employee's month (the console's /team/recap/:employeeId): `GET /attendance/recap/member` for a direct
 * subordinate and a month, each day with what decided its code. Keyed by employee and month: another key aborts the
 * answer under way and clears the month until its own comes; the same key again (a reload, "Coba lagi") keeps the
 * month on screen, and a failed reload keeps it too and says so. The answer is held by `ref` (./load-state.ts).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type RecapMemberResponse, recapEndpoints } from '../contract/recap';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export type { RecapMemberDay, RecapMemberResponse } from '../contract/recap';

export interface RecapMemberState extends LoadState {
  /** The direct subordinate's pkID (null before the first load). */
  subordinateId: number | null;
  /** YYYY-MM; '' before the first load. */
  month: string;
  /** The answer for this employee and month, null until it comes. */
  data: RecapMemberResponse | null;
}

const initial = (): RecapMemberState => ({
  subordinateId: null,
  month: '',
  data: null,
  status: 'idle',
  error: null,
});

export const recapMemberStore = proxy<RecapMemberState>(initial());

type Client = Pick<ApiClient, 'call'>;

let running: AbortController | null = null;

/** Loads the month of `subordinateId` (another employee or month aborts the one under way and clears it). */
export async function loadRecapMember(
  client: Client,
  subordinateId: number,
  month: string,
): Promise<RecapMemberResponse | null> {
  running?.abort();
  const abort = new AbortController();
  running = abort;
  if (subordinateId !== recapMemberStore.subordinateId || month !== recapMemberStore.month) {
    Object.assign(recapMemberStore, { ...initial(), subordinateId, month });
  }
  const answer = await trackLoad(
    recapMemberStore,
    () => client.call(recapEndpoints.member, { query: { month, subordinateId } }, { signal: abort.signal }),
    (data) => {
      recapMemberStore.data = ref(data);
    },
  );
  if (running === abort) running = null;
  return answer;
}

/** Back to the start (tests, logout, closing the month). The answer under way is aborted and dropped. */
export function resetRecapMember(): void {
  running?.abort();
  running = null;
  cancelLoads(recapMemberStore);
  Object.assign(recapMemberStore, initial());
}
forgetOnSignOut(resetRecapMember);
