// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../api/errors';
import type { ProductionDetail } from '../contract/production';
import { draftKey } from './drafts';
import {
  closeEntryEditor,
  loadProductionDetail,
  loadProductionHistory,
  openAddEntry,
  productionFormStore,
  resetProductionForm,
  saveEntry,
  setInfoValue,
  setMemberValue,
} from './production-form';
import { serverDown } from './test-client';

const detail: ProductionDetail = {
  id: 5,
  projectName: 'P',
  group: 'Grup A',
  itemName: 'Kemeja',
  status: 'PENDING',
  role: 'operator',
  productions: [],
  totalMemberValue: [
    { memberId: 1, name: 'Ani', value: 0 },
    { memberId: 2, name: 'Budi', value: 0 },
  ],
  itemAdditionalInformations: [
    { code: 'SIZE', name: 'Ukuran', type: 'text', isChoice: true, values: ['M'], isMandatory: true },
  ],
};
const params = { projectId: 1, date: '2024-05-15', itemId: 1, groupName: 'Grup A' };
const USER = 17;

function client(fail?: unknown) {
  return {
    call: vi.fn(async (endpoint: { id: string }, _input?: unknown, _options?: unknown) => {
      if (endpoint.id === 'production.detail') return structuredClone(detail);
      if (fail) throw fail;
      return {};
    }),
  };
}

afterEach(() => {
  resetProductionForm();
  localStorage.clear();
});

async function typeEntry() {
  await loadProductionDetail(client() as never, params, USER);
  openAddEntry(USER);
  setMemberValue(1, '007,5', USER);
  setMemberValue(2, '3', USER);
  setInfoValue('SIZE', 'M', USER);
}

describe('production form store', () => {
  it("§8 status history: a failed load keeps the server's message for the dialog; loading again clears it", async () => {
    const down = serverDown('production.history');
    await loadProductionHistory(client(down) as never, 5);
    expect(productionFormStore.historyStatus).toBe('failure');
    expect(productionFormStore.historyError).toBe('Server sedang gangguan');
    const up = { call: vi.fn(async () => ({ items: [] })) };
    const loading = loadProductionHistory(up as never, 5);
    expect(productionFormStore.historyError).toBeNull();
    await loading;
    expect(productionFormStore.historyStatus).toBe('success');
    expect(productionFormStore.history).toEqual([]);
  });

  it('§5 a typed count is sanitised: leading zeros stripped, comma as the decimal point', async () => {
    await typeEntry();
    expect(productionFormStore.form.members).toEqual({ '1': '7.5', '2': '3' });
  });

  it('§5 fast entry, draft: a failed save keeps the values and the draft; offline says so', async () => {
    await typeEntry();
    const outcome = await saveEntry(
      client(
        apiError({ kind: 'network', endpointId: 'production.inputCreate', message: 'serverProblem' }),
      ) as never,
      USER,
    );
    expect(outcome).toMatchObject({ ok: false, offline: true });
    expect(productionFormStore.offline).toBe(true);
    expect(productionFormStore.form.members['1']).toBe('7.5');
    expect(localStorage.getItem(draftKey(USER, 'production-entry:5'))).toContain('7.5');
  });

  it('§5 fast entry, draft: after a reload the draft of this user and log reopens the form; another user sees nothing', async () => {
    await typeEntry();
    resetProductionForm();
    await loadProductionDetail(client() as never, params, 99);
    expect(productionFormStore.editor).toBeNull();
    resetProductionForm();
    await loadProductionDetail(client() as never, params, USER);
    expect(productionFormStore.editor).toEqual({ mode: 'add' });
    expect(productionFormStore.restored).toBe(true);
    expect(productionFormStore.form.info).toEqual({ SIZE: 'M' });
  });

  it('exactly-once: a save whose answer was lost is sent again with the same Idempotency-Key, also after a reload', async () => {
    await typeEntry();
    const lost = apiError({
      kind: 'network',
      endpointId: 'production.inputCreate',
      message: 'serverProblem',
    });
    const failing = client(lost);
    await saveEntry(failing as never, USER);
    resetProductionForm(); // a reload: the draft brings the key back
    await loadProductionDetail(client() as never, params, USER);
    const api = client();
    expect(await saveEntry(api as never, USER)).toMatchObject({ ok: true });
    const keyOf = (calls: unknown[][]) => {
      const call = calls.find(([e]) => (e as { id: string }).id === 'production.inputCreate');
      return (call?.[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    };
    const first = keyOf(failing.call.mock.calls);
    expect(first).toEqual(expect.any(String));
    expect(keyOf(api.call.mock.calls)).toBe(first);
    expect(productionFormStore.actionKey).toBeNull();
  });

  it('exactly-once: another action after a failed one gets its own key', async () => {
    await typeEntry();
    const failing = client(apiError({ kind: 'network', endpointId: 'x', message: 'serverProblem' }));
    await saveEntry(failing as never, USER);
    setMemberValue(2, '4', USER);
    await saveEntry(failing as never, USER);
    const keys = failing.call.mock.calls
      .filter(([e]) => e.id === 'production.inputCreate')
      .map((c) => (c[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('§8 a save that succeeds closes the form, clears the draft and answers the catalogue message', async () => {
    await typeEntry();
    const api = client();
    expect(await saveEntry(api as never, USER)).toEqual({ ok: true, message: 'productionLogCreated' });
    expect(api.call.mock.calls.some(([e]) => e.id === 'production.inputCreate')).toBe(true);
    expect(productionFormStore.editor).toBeNull();
    expect(localStorage.getItem(draftKey(USER, 'production-entry:5'))).toBeNull();
  });

  it('§5 invalid values are not sent; cancel drops the draft', async () => {
    await typeEntry();
    setMemberValue(2, '', USER);
    const api = client();
    expect(await saveEntry(api as never, USER)).toEqual({ ok: false, text: '' });
    expect(productionFormStore.errors?.members['2']?.message).toBe('fieldRequired');
    expect(api.call.mock.calls.some(([e]) => e.id === 'production.inputCreate')).toBe(false);
    closeEntryEditor(USER);
    expect(localStorage.getItem(draftKey(USER, 'production-entry:5'))).toBeNull();
  });
});
