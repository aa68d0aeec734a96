// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  generateProductions,
  loadProductionProjects,
  productionListStore,
  resetProductionList,
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

afterEach(resetProductionList);

describe('production list store (SPEC §4)', () => {
  it('§4 the stored project comes back with its date, else the first project', async () => {
    const call = vi.fn(async (endpoint: { id: string }) =>
      endpoint.id === 'production.projectsMy'
        ? {
            projects: [
              { id: 1, name: 'A', role: 'operator' },
              { id: 2, name: 'B', role: 'worker' },
            ],
          }
        : groups(1),
    );
    productionListStore.stored = { projectId: 2, date: '2024-05-01' };
    await loadProductionProjects({ call } as never, '2024-05-15');
    expect(productionListStore.filter).toEqual({ projectId: 2, date: '2024-05-01' });
    productionListStore.stored = { projectId: 9, date: '2024-05-01' };
    await loadProductionProjects({ call } as never, '2024-05-15');
    expect(productionListStore.filter.projectId).toBe(1);
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
