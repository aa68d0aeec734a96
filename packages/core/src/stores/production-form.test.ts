// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../api/errors';
import type { ProductionDetail } from '../contract/production';
import { draftKey } from './drafts';
import {
  closeEntryEditor,
  loadProductionDetail,
  openAddEntry,
  productionFormStore,
  resetProductionForm,
  saveEntry,
  setInfoValue,
  setMemberValue,
} from './production-form';

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
    call: vi.fn(async (endpoint: { id: string }) => {
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
  it('§5 a typed count is sanitised: leading zeros stripped, comma as the decimal point', async () => {
    await typeEntry();
    expect(productionFormStore.form.members).toEqual({ '1': '7.5', '2': '3' });
  });

  it('item 6: a failed save keeps the values and the draft; offline says so', async () => {
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

  it('item 6: after a reload the draft of this user and log reopens the form; another user sees nothing', async () => {
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
