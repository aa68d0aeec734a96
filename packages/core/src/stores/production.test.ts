// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropProductionPreload,
  generateProductions,
  loadProductionProjects,
  openProductionList,
  preloadProductionList,
  productionListStore,
  resetProductionList,
  retryProductionList,
  searchProductions,
  setProductionDate,
} from './production';

const groups = (n: number) => ({
  totalWaitForApproval: 0,
  totalChecking: 0,
  totalApproved: 0,
  totalPending: n,
  totalNeedRevision: 0,
  productions: [],
});

/** A client of projects A (operator) and B (worker) whose searches answer one pending log. */
const twoProjectsCall = () =>
  vi.fn(async (endpoint: { id: string }) =>
    endpoint.id === 'production.projectsMy'
      ? {
          projects: [
            { id: 1, name: 'A', role: 'operator' },
            { id: 2, name: 'B', role: 'worker' },
          ],
        }
      : groups(1),
  );

/** A client of project A (operator) whose searches answer `pending` pending logs. */
const oneProjectCall = (pending: number) =>
  vi.fn(async (endpoint: { id: string }) =>
    endpoint.id === 'production.projectsMy'
      ? { projects: [{ id: 1, name: 'A', role: 'operator' }] }
      : groups(pending),
  );

afterEach(() => {
  dropProductionPreload();
  resetProductionList();
});

describe('production list store (SPEC §4)', () => {
  it('§4 the stored project comes back with its date, else the first project', async () => {
    const call = twoProjectsCall();
    productionListStore.stored = { projectId: 2, date: '2024-05-01' };
    await loadProductionProjects({ call } as never, '2024-05-15');
    expect(productionListStore.filter).toEqual({ projectId: 2, date: '2024-05-01' });
    productionListStore.stored = { projectId: 9, date: '2024-05-01' };
    await loadProductionProjects({ call } as never, '2024-05-15');
    expect(productionListStore.filter.projectId).toBe(1);
  });

  it('a date typed while the projects load is kept and searched; the restore fills only what was not typed', async () => {
    let answerProjects: (value: unknown) => void = () => {};
    const searched: unknown[] = [];
    const call = vi.fn(async (endpoint: { id: string }, input?: { params?: unknown }) => {
      if (endpoint.id !== 'production.projectsMy') {
        searched.push(input?.params);
        return groups(0);
      }
      return new Promise((resolve) => {
        answerProjects = resolve;
      });
    });
    productionListStore.stored = { projectId: 2, date: '2024-05-01' };
    const loading = loadProductionProjects({ call } as never, '2024-05-15');
    setProductionDate('2024-05-16');
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    answerProjects({
      projects: [
        { id: 1, name: 'A', role: 'operator' },
        { id: 2, name: 'B', role: 'worker' },
      ],
    });
    await loading;
    expect(productionListStore.filter).toEqual({ projectId: 2, date: '2024-05-16' });
    expect(searched).toEqual([{ projectId: 2, date: '2024-05-16' }]);
  });

  it('the preloaded first load is taken once by the list screen; its next mount loads again', async () => {
    const call = oneProjectCall(3);
    preloadProductionList({ call } as never, '2024-05-15');
    await openProductionList({ call } as never, '2024-05-15');
    // one projects call and one search: the mount did not load a second time
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).toEqual([
      'production.projectsMy',
      'production.groups',
    ]);
    expect(productionListStore.groups?.totalPending).toBe(3);
    await openProductionList({ call } as never, '2024-05-15');
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('§4 the preload restores the stored filter first (the area persists it only once mounted)', async () => {
    localStorage.setItem(
      'upah:production-filter',
      JSON.stringify({ stored: { projectId: 2, date: '2024-05-01' } }),
    );
    const call = twoProjectsCall();
    preloadProductionList({ call } as never, '2024-05-15');
    await openProductionList({ call } as never, '2024-05-15');
    localStorage.clear();
    expect(productionListStore.filter).toEqual({ projectId: 2, date: '2024-05-01' });
  });

  it('a preload the list never took is dropped when the area is left, so a later visit loads fresh', async () => {
    const call = oneProjectCall(1);
    preloadProductionList({ call } as never, '2024-05-15');
    dropProductionPreload();
    await openProductionList({ call } as never, '2024-05-15');
    expect(call.mock.calls.filter(([endpoint]) => endpoint.id === 'production.projectsMy')).toHaveLength(2);
  });

  it('a slow earlier search never overwrites a later one, and the later one ends the request', async () => {
    let release: (value: unknown) => void = () => {};
    const slow = new Promise((resolve) => {
      release = resolve;
    });
    const call = vi
      .fn()
      .mockImplementationOnce(() => slow)
      .mockResolvedValueOnce(groups(2));
    productionListStore.filter = { projectId: 1, date: '2024-05-15' };
    const first = searchProductions({ call } as never);
    setProductionDate('2024-05-16');
    await searchProductions({ call } as never);
    release(groups(1));
    await first;
    expect(productionListStore.statusRequest).toBe('success');
    expect(productionListStore.groups?.totalPending).toBe(2);
  });

  it('§8 Coba lagi: failed projects load again (then their search); a failed search runs again with its box', async () => {
    let down = true;
    const call = vi.fn(async (endpoint: { id: string }, input?: { query?: { status?: string } }) => {
      if (down) throw new Error('offline');
      if (endpoint.id === 'production.projectsMy')
        return { projects: [{ id: 1, name: 'A', role: 'operator' }] };
      return groups(input?.query?.status ? 2 : 5);
    });
    await loadProductionProjects({ call } as never, '2024-05-15');
    expect(productionListStore.projectsStatus).toBe('failure');
    expect(productionListStore.error).toBeTruthy();
    down = false;
    await retryProductionList({ call } as never, '2024-05-15');
    expect(productionListStore.projectsStatus).toBe('success');
    expect(productionListStore.error).toBeNull();
    expect(productionListStore.groups?.totalPending).toBe(5);

    down = true;
    await searchProductions({ call } as never, 'pending');
    expect(productionListStore.statusRequest).toBe('failure');
    down = false;
    call.mockClear();
    await retryProductionList({ call } as never, '2024-05-15');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ query: { status: 'pending' } });
    expect(productionListStore.statusRequest).toBe('success');
    expect(productionListStore.groups?.totalPending).toBe(2);
  });

  it('§4 generate: a second tap while the first is under way sends nothing and gets the same outcome', async () => {
    productionListStore.filter = { projectId: 1, date: '2024-05-15' };
    let answer: (value: unknown) => void = () => {};
    const call = vi
      .fn()
      .mockReturnValueOnce(
        new Promise((resolve) => {
          answer = resolve;
        }),
      )
      .mockResolvedValueOnce(groups(3));
    const first = generateProductions({ call } as never);
    const second = generateProductions({ call } as never);
    expect(second).toBe(first);
    answer({ created: 3 });
    expect(await second).toEqual({ ok: true, message: 'productionCreated' });
    // one generate and the reload, nothing more
    expect(call).toHaveBeenCalledTimes(2);
    const again = vi.fn().mockResolvedValueOnce({ created: 0 }).mockResolvedValueOnce(groups(3));
    await generateProductions({ call: again } as never);
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('§4 generate: success answers Production berhasil dibuat and reloads; failure answers the error', async () => {
    productionListStore.filter = { projectId: 1, date: '2024-05-15' };
    const ok = vi.fn().mockResolvedValueOnce({ created: 6 }).mockResolvedValueOnce(groups(6));
    expect(await generateProductions({ call: ok } as never)).toEqual({
      ok: true,
      message: 'productionCreated',
    });
    expect(productionListStore.groups?.totalPending).toBe(6);
    expect(productionListStore.loading).toBe(false);
    const failing = vi.fn().mockRejectedValue(new Error('x'));
    const outcome = await generateProductions({ call: failing } as never);
    expect(outcome.ok).toBe(false);
    expect(productionListStore.loading).toBe(false);
  });
});
