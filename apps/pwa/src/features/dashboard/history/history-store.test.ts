// @vitest-environment node
import type { ApiClient } from '@upah/core/api';
import type { WageRequest } from '@upah/core/contract/ewa';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZE,
  hasMoreHistory,
  historyStore,
  loadMoreHistory,
  reloadHistory,
  resetHistory,
  retryHistory,
} from './history-store';

function item(n: number): WageRequest {
  return {
    eventID: `EVT-${n}`,
    amount: 100_000 + n,
    fee: 3_000,
    description: `alasan ${n}`,
    status: 'SUCCESS',
    created_at: '2026-01-05T10:00:00+07:00',
    rejectReason: null,
  };
}

/** A fake client over `total` items, newest first, that records the queries it got. */
function fakeClient(total: number) {
  const queries: { page: number; size: number }[] = [];
  const client = {
    call: async (_endpoint: unknown, input: { query: { page: number; size: number } }) => {
      const { page, size } = input.query;
      queries.push({ page, size });
      const all = Array.from({ length: total }, (_, i) => item(total - i));
      return {
        wageRequests: all.slice((page - 1) * size, page * size),
        pagination: { page, size, totalItems: total, totalPages: Math.ceil(total / size) },
      };
    },
  } as unknown as ApiClient;
  return { client, queries };
}

beforeEach(() => resetHistory());

describe('Riwayat history store', () => {
  it('§9 history page size 10: load more appends the next page until the last', async () => {
    const { client, queries } = fakeClient(23);
    await reloadHistory(client);
    expect(historyStore.items).toHaveLength(10);
    expect(hasMoreHistory(historyStore)).toBe(true);
    await loadMoreHistory(client);
    await loadMoreHistory(client);
    expect(historyStore.items).toHaveLength(23);
    expect(hasMoreHistory(historyStore)).toBe(false);
    expect(queries).toEqual([
      { page: 1, size: HISTORY_PAGE_SIZE },
      { page: 2, size: HISTORY_PAGE_SIZE },
      { page: 3, size: HISTORY_PAGE_SIZE },
    ]);
    expect(new Set(historyStore.items.map((i) => i.eventID)).size).toBe(23);
  });

  it('§4 withdrawal flow: reloading after a withdrawal replaces the list with page 1', async () => {
    const first = fakeClient(12);
    await reloadHistory(first.client);
    await loadMoreHistory(first.client);
    expect(historyStore.items).toHaveLength(12);
    const after = fakeClient(13);
    await reloadHistory(after.client);
    expect(historyStore.items).toHaveLength(10);
    expect(historyStore.items[0]?.eventID).toBe('EVT-13');
  });

  it('§8 a failing page keeps the loaded items and records the error', async () => {
    const { client } = fakeClient(15);
    await reloadHistory(client);
    const failing = { call: async () => Promise.reject(new Error('offline')) } as unknown as ApiClient;
    await loadMoreHistory(failing);
    expect(historyStore.status).toBe('failure');
    expect(historyStore.items).toHaveLength(10);
    expect(historyStore.error).toBeInstanceOf(Error);
  });

  it('§8 Coba lagi loads the page that failed: a failed "load more" its next page, a failed reload page 1', async () => {
    const failing = { call: async () => Promise.reject(new Error('offline')) } as unknown as ApiClient;
    const first = fakeClient(15);
    await reloadHistory(first.client);
    await loadMoreHistory(failing);
    await retryHistory(first.client);
    expect(first.queries.map((q) => q.page)).toEqual([1, 2]);
    expect(historyStore.items).toHaveLength(15);

    // after a withdrawal the reload fails with the old pages still shown: the retry reloads, it does not append
    await reloadHistory(failing);
    const after = fakeClient(16);
    await retryHistory(after.client);
    expect(after.queries.map((q) => q.page)).toEqual([1]);
    expect(historyStore.items).toHaveLength(10);
    expect(historyStore.items[0]?.eventID).toBe('EVT-16');
    expect(historyStore.status).toBe('success');
  });
});
