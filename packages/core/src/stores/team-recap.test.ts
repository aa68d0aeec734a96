import { beforeEach, describe, expect, it } from 'vitest';
import type { CallOptions } from '../api/client';
import type { Endpoint } from '../contract/endpoint';
import type { RecapMemberResponse, RecapResponse, RecapRow } from '../contract/recap';
import { emptyRecapTotals } from '../rules/month-recap';
import { loadRecapMember, recapMemberStore, resetRecapMember } from './recap-member';
import { loadTeamRecap, resetTeamRecap, teamRecapRowsShown, teamRecapStore } from './team-recap';
import { fakeClient, serverDown } from './test-client';

function row(id: number): RecapRow {
  return {
    subordinateId: id,
    employeeId: id,
    name: `Orang ${id}`,
    employeeNumber: String(id),
    department: null,
    workLocation: null,
    shift: null,
    days: {},
    totals: emptyRecapTotals(),
  };
}

/** Page `page` of a month of `total` rows, two a page (ids 1…total). */
function page(month: string, n: number, total: number, size = 2): RecapResponse {
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice((n - 1) * size, n * size);
  return {
    month,
    workWeek: 6,
    leaveCategories: [{ code: 'CT', name: 'Cuti Tahunan' }],
    rows: ids.map(row),
    pagination: { page: n, size, totalItems: total, totalPages: Math.ceil(total / size) },
    close: null,
  };
}

/**
 * A client whose answers the test releases one by one: each call waits until `release(page)` (or `fail(page)`),
 * and is rejected when its signal aborts, as the real transport is.
 */
function heldClient(month: string, total: number) {
  const waiting = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: { month: string; page: number; signal?: AbortSignal }[] = [];
  const client = {
    call: (_e: Endpoint, input: { query: { month: string; page: number } }, options?: CallOptions) =>
      new Promise((resolve, reject) => {
        const { month: m, page: p } = input.query;
        calls.push({ month: m, page: p, signal: options?.signal });
        waiting.set(`${m}/${p}`, { resolve, reject });
        options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  } as never;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    client,
    calls,
    async release(p: number, m = month) {
      waiting.get(`${m}/${p}`)?.resolve(page(m, p, total));
      await flush();
    },
    async fail(p: number, m = month) {
      waiting.get(`${m}/${p}`)?.reject(serverDown('recap.team'));
      await flush();
    },
  };
}

const ids = () => teamRecapStore.rows?.map((r) => r.subordinateId) ?? null;

beforeEach(() => {
  resetTeamRecap();
  resetRecapMember();
});

describe('team recap: streams the month page by page', () => {
  it('asks the first page, then every other page at once; rows appear in page order as they arrive', async () => {
    const held = heldClient('2026-10', 7);
    const done = loadTeamRecap(held.client, '2026-10');
    expect(held.calls.map((c) => c.page)).toEqual([1]);
    expect(teamRecapStore.status).toBe('request');
    expect(ids()).toBeNull();

    await held.release(1);
    expect(held.calls.map((c) => c.page)).toEqual([1, 2, 3, 4]);
    expect(ids()).toEqual([1, 2]);
    expect(teamRecapStore.total).toBe(7);
    expect(teamRecapStore.complete).toBe(false);

    // page 3 first: it waits for page 2 so the order stays the server's
    await held.release(3);
    expect(ids()).toEqual([1, 2]);
    await held.release(2);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(teamRecapStore.complete).toBe(false);

    await held.release(4);
    expect(await done).toBe(true);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(teamRecapStore.complete).toBe(true);
    expect(teamRecapStore.status).toBe('success');
    expect(teamRecapStore.workWeek).toBe(6);
    expect(teamRecapStore.leaveCategories).toEqual([{ code: 'CT', name: 'Cuti Tahunan' }]);
  });

  it('a page size of RECAP_MAX_PAGE_SIZE is asked for', async () => {
    const { client, calls } = fakeClient(() => page('2026-10', 1, 1));
    await loadTeamRecap(client, '2026-10');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ query: { month: '2026-10', page: 1, size: 250 } });
  });

  it('another month aborts the pages under way and shows only its own rows', async () => {
    const held = heldClient('2026-10', 6);
    const october = loadTeamRecap(held.client, '2026-10');
    await held.release(1);
    const signals = held.calls.map((c) => c.signal);
    const september = loadTeamRecap(held.client, '2026-09');
    expect(signals.every((s) => s?.aborted)).toBe(true);
    expect(teamRecapStore.month).toBe('2026-09');
    expect(ids()).toBeNull();
    expect(await october).toBe(false);

    await held.release(1, '2026-09');
    // a late October page changes nothing
    await held.release(2);
    expect(ids()).toEqual([1, 2]);
    await held.release(2, '2026-09');
    await held.release(3, '2026-09');
    expect(await september).toBe(true);
    expect(teamRecapStore.month).toBe('2026-09');
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(teamRecapStore.status).toBe('success');
  });

  it('a failed page keeps the rows received and is not complete; the error shows', async () => {
    const held = heldClient('2026-10', 6);
    const done = loadTeamRecap(held.client, '2026-10');
    await held.release(1);
    await held.fail(2);
    expect(await done).toBe(false);
    expect(ids()).toEqual([1, 2]);
    expect(teamRecapStore.complete).toBe(false);
    expect(teamRecapStore.status).toBe('failure');
    expect(teamRecapStore.error).toBe('Server sedang gangguan');
  });

  it('a reload of a whole month keeps it on screen until the new one is whole, and after a failure', async () => {
    const held = heldClient('2026-10', 4);
    const first = loadTeamRecap(held.client, '2026-10');
    await held.release(1);
    await held.release(2);
    expect(await first).toBe(true);

    const again = heldClient('2026-10', 4);
    const reload = loadTeamRecap(again.client, '2026-10');
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(teamRecapStore.complete).toBe(true);
    await again.release(1);
    expect(ids()).toEqual([1, 2, 3, 4]);
    await again.fail(2);
    expect(await reload).toBe(false);
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(teamRecapStore.status).toBe('failure');
  });

  it('an empty team is complete with no rows', async () => {
    const { client } = fakeClient(() => page('2026-10', 1, 0));
    expect(await loadTeamRecap(client, '2026-10')).toBe(true);
    expect(ids()).toEqual([]);
    expect(teamRecapStore.complete).toBe(true);
  });
});

describe("recap member: one employee's month", () => {
  const answer = (id: number, month: string) =>
    ({ month, row: row(id), days: [], close: null }) satisfies RecapMemberResponse;

  it('loads by employee and month; the same key again keeps the month through a failure', async () => {
    let fail = false;
    const { client, calls } = fakeClient((_id, _n) =>
      fail ? serverDown('recap.member') : answer(7, '2026-10'),
    );
    await loadRecapMember(client, 7, '2026-10');
    expect(calls[0]?.input).toEqual({ query: { month: '2026-10', subordinateId: 7 } });
    expect(recapMemberStore.data?.row.subordinateId).toBe(7);
    fail = true;
    await loadRecapMember(client, 7, '2026-10');
    expect(recapMemberStore.data?.row.subordinateId).toBe(7);
    expect(recapMemberStore.status).toBe('failure');
  });

  it('another employee aborts the answer under way and clears the month', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((v: unknown) => void)[] = [];
    const client = {
      call: (_e: Endpoint, _input: unknown, options?: CallOptions) =>
        new Promise((resolve) => {
          if (options?.signal) signals.push(options.signal);
          resolvers.push(resolve);
        }),
    } as never;
    const first = loadRecapMember(client, 7, '2026-10');
    const second = loadRecapMember(client, 8, '2026-10');
    expect(signals[0]?.aborted).toBe(true);
    expect(recapMemberStore.subordinateId).toBe(8);
    expect(recapMemberStore.data).toBeNull();
    resolvers[1]?.(answer(8, '2026-10'));
    resolvers[0]?.(answer(7, '2026-10'));
    await Promise.all([first, second]);
    expect(recapMemberStore.data?.row.subordinateId).toBe(8);
  });
});

describe('teamRecapRowsShown: the search and the order of the recap', () => {
  const r = (id: number, name: string, absent: number, lateMinutes: number, shift: string | null) => ({
    ...row(id),
    name,
    shift: shift ? { name: shift } : null,
    totals: { ...row(id).totals, absent, lateMinutes },
  });
  const rows = [
    r(1, 'Ani', 0, 40, 'Pagi'),
    r(2, 'Budi', 3, 0, 'Malam'),
    r(3, 'Citra', 1, 90, 'Pagi'),
    r(4, 'Dewi', 3, 5, 'Pagi'),
  ];
  const none = { text: '', department: null, workLocation: null, shift: null };
  it.each([
    [none, 'name', ['Ani', 'Budi', 'Citra', 'Dewi']],
    [none, 'absent', ['Budi', 'Dewi', 'Citra', 'Ani']],
    [none, 'late', ['Citra', 'Ani', 'Dewi', 'Budi']],
    [{ ...none, shift: 'Pagi' }, 'absent', ['Dewi', 'Citra', 'Ani']],
    [{ ...none, text: 'bud' }, 'late', ['Budi']],
  ] as const)('%j by %s', (search, sort, names) =>
    expect(teamRecapRowsShown(rows, search, sort).map((x) => x.name)).toEqual(names),
  );
});
