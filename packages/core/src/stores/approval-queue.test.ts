import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { apiError } from '../api/errors';
import { t } from '../catalogue';
import type { Endpoint } from '../contract/endpoint';
import {
  type ApprovalTab,
  allApprovalsSelected,
  approvalQueueStore,
  approveApproval,
  approveSelected,
  loadApprovals,
  rejectApproval,
  rejectApprovals,
  resetApprovalQueue,
  selectAllApprovals,
  selectedApprovalIds,
  setApprovalTab,
  toggleApproval,
} from './approval-queue';

interface Call {
  id: string;
  input: { params?: { id: number }; body?: Record<string, unknown>; query?: Record<string, unknown> };
}

/** An in-memory backend: pending ids per tab; approve/reject remove them. */
function fakeClient(counts: Record<ApprovalTab, number> = { 0: 3, 1: 3, 2: 3, 3: 3, 4: 3 }) {
  const pending: Record<string, Set<number>> = {};
  const domains = ['attendance', 'leave', 'overtime', 'permission', 'correction'] as const;
  domains.forEach((d, tab) => {
    pending[d] = new Set(Array.from({ length: counts[tab as ApprovalTab] }, (_, i) => tab * 100_000 + i + 1));
  });
  const calls: Call[] = [];
  let failNext: string | null = null;
  const call = async (endpoint: Endpoint, input: Call['input'] = {}) => {
    calls.push({ id: endpoint.id, input });
    const domain = endpoint.id.split('.')[0] as (typeof domains)[number];
    const set = pending[domain] ?? new Set<number>();
    if (failNext && endpoint.id === failNext) {
      failNext = null;
      throw apiError({
        kind: 'conflict',
        status: 409,
        endpointId: endpoint.id,
        message: null,
        serverMessage: 'Sudah diproses',
      });
    }
    const ids = [...set];
    const pagination = { page: 1, size: Math.max(1, ids.length), totalItems: ids.length, totalPages: 1 };
    switch (endpoint.id) {
      case 'attendance.presenceHistorySubordinate':
        return {
          presences: ids.map((id) => ({
            id,
            scheduleDate: '2026-11-23',
            clockIn: '2026-11-23T08:00:00+07:00',
            clockOut: null,
            photo: null,
            status: 'pending',
            presenceType: 'manual',
            description: null,
            employeeName: `Pegawai ${id}`,
            reject_reason: null,
          })),
          pagination,
        };
      case 'leave.historySubordinate':
        return {
          leaveRequests: ids.map((id) => ({
            id,
            leaveCategoryName: 'Cuti Tahunan',
            startAt: '2026-11-24',
            endAt: '2026-11-25',
            description: 'Keluarga',
            status: 'pending',
            reject_reason: null,
            employeeName: `Pegawai ${id}`,
          })),
          pagination,
        };
      case 'overtime.historySubordinate':
        return {
          overtimeRequests: ids.map((id) => ({
            id,
            startAt: '2026-11-23T15:00:00+07:00',
            endAt: '2026-11-23T16:00:00+07:00',
            description: 'Stok',
            status: 'pending',
            reject_reason: null,
            overtimeType: 'workday',
            name: `Pegawai ${id}`,
            photo: null,
          })),
          pagination,
        };
      case 'permission.historySubordinate':
        return {
          permissions: ids.map((id) => ({
            id,
            clockIn: '10:00:00',
            clockOut: '11:00:00',
            scheduleDate: '2026-11-23',
            description: 'Dokter',
            status: 'pending',
            reject_reason: null,
            employeeName: `Pegawai ${id}`,
          })),
          pagination,
        };
      case 'correction.historySubordinate':
        return {
          corrections: ids.map((id) => ({
            id,
            scheduleId: id,
            scheduleDate: '2026-11-23',
            clockIn: null,
            clockOut: '2026-11-23T17:05:00+07:00',
            before: { clockIn: '2026-11-23T08:01:00+07:00', clockOut: null },
            reason: 'Lupa absen keluar',
            photo: null,
            status: 'pending',
            reject_reason: null,
            employeeName: `Pegawai ${id}`,
            decidedBy: null,
            decidedAt: null,
          })),
          pagination,
        };
      default: {
        const body = input.body ?? {};
        const bulk = (body.id ?? body.requestIds) as number[] | undefined;
        if (bulk) {
          const approvedIds = bulk.filter((id) => set.delete(id));
          return { approvedIds };
        }
        if (input.params) set.delete(input.params.id);
        return null;
      }
    }
  };
  return {
    client: { call } as unknown as Pick<ApiClient, 'call'>,
    calls,
    pending,
    failOn(id: string) {
      failNext = id;
    },
  };
}

beforeEach(() => resetApprovalQueue());

describe('§2/§9 approval queue: tabs Presensi 0, Cuti 1, Lembur 2, Izin 3 (and Koreksi 4)', () => {
  it('loads the pending items of each tab with the right endpoint and status=pending', async () => {
    const fake = fakeClient();
    for (const tab of [0, 1, 2, 3, 4] as const) {
      await setApprovalTab(fake.client, tab);
      expect(approvalQueueStore.tab).toBe(tab);
      const state = approvalQueueStore.tabs[tab];
      expect(state.status).toBe('success');
      expect(state.items).toHaveLength(3);
      expect(state.items[0]?.kind).toBe(['presence', 'leave', 'overtime', 'permission', 'correction'][tab]);
      expect(state.items[0]?.employeeName).toMatch(/^Pegawai/);
    }
    expect(fake.calls.map((c) => c.id)).toEqual([
      'attendance.presenceHistorySubordinate',
      'leave.historySubordinate',
      'overtime.historySubordinate',
      'permission.historySubordinate',
      'correction.historySubordinate',
    ]);
    expect(fake.calls.every((c) => c.input.query?.status === 'pending')).toBe(true);
  });

  it("§7 bulk approve sends {id} for Presensi, Izin (and Koreksi), {requestIds} for Cuti and Lembur, then reloads; §8 'Success approve'", async () => {
    const fake = fakeClient();
    for (const tab of [0, 1, 2, 3, 4] as const) {
      await setApprovalTab(fake.client, tab);
      selectAllApprovals();
      expect(allApprovalsSelected(approvalQueueStore.tabs[tab])).toBe(true);
      fake.calls.length = 0;
      const result = await approveSelected(fake.client);
      expect(result).toMatchObject({ ok: true, message: 'approveSuccess' });
      if (result.ok) expect(t(result.message)).toBe('Success approve');
      const [bulk, reload] = fake.calls;
      const ids = [1, 2, 3].map((i) => tab * 100_000 + i);
      expect(bulk?.input.body).toEqual(tab === 1 || tab === 2 ? { requestIds: ids } : { id: ids });
      expect(reload?.id).toMatch(/History(Subordinate)?$|historySubordinate$/);
      expect(approvalQueueStore.tabs[tab].items).toHaveLength(0);
      expect(approvalQueueStore.tabs[tab].selectedCount).toBe(0);
    }
  });

  it('approve one item calls the single approve endpoint and reloads', async () => {
    const fake = fakeClient();
    await setApprovalTab(fake.client, 1);
    fake.calls.length = 0;
    const result = await approveApproval(fake.client, 100_002);
    expect(result.ok).toBe(true);
    expect(fake.calls.map((c) => c.id)).toEqual(['leave.approve', 'leave.historySubordinate']);
    expect(fake.calls[0]?.input.params).toEqual({ id: 100_002 });
    expect(approvalQueueStore.tabs[1].items.map((i) => i.id)).toEqual([100_001, 100_003]);
  });

  it("§5 reject needs a reason: a blank reason makes no call; with a reason it sends {rejectReason}, 'Success reject'", async () => {
    const fake = fakeClient();
    await setApprovalTab(fake.client, 2);
    fake.calls.length = 0;
    const blank = await rejectApproval(fake.client, 200_001, '   ');
    expect(blank).toEqual({ ok: false, message: 'rejectReasonRequired', text: '' });
    expect(fake.calls).toHaveLength(0);
    const result = await rejectApproval(fake.client, 200_001, '  Tidak ada lembur hari ini ');
    expect(result).toMatchObject({ ok: true, message: 'rejectSuccess', ids: [200_001] });
    if (result.ok) expect(t(result.message)).toBe('Success reject');
    expect(fake.calls[0]).toEqual({
      id: 'overtime.reject',
      input: { params: { id: 200_001 }, body: { rejectReason: 'Tidak ada lembur hari ini' } },
    });
    expect(fake.calls[1]?.id).toBe('overtime.historySubordinate');
  });

  it('rejects a selection with a reason per item', async () => {
    const fake = fakeClient();
    await setApprovalTab(fake.client, 3);
    const result = await rejectApprovals(fake.client, [
      { id: 300_001, reason: 'Alasan satu' },
      { id: 300_003, reason: 'Alasan tiga' },
    ]);
    expect(result.ok).toBe(true);
    const bodies = fake.calls.filter((c) => c.id === 'permission.reject').map((c) => c.input.body);
    expect(bodies).toEqual([{ rejectReason: 'Alasan satu' }, { rejectReason: 'Alasan tiga' }]);
    expect(approvalQueueStore.tabs[3].items.map((i) => i.id)).toEqual([300_002]);
  });

  it("a failing action returns the server's message and still reloads", async () => {
    const fake = fakeClient();
    await setApprovalTab(fake.client, 0);
    fake.failOn('attendance.presenceApprove');
    fake.calls.length = 0;
    const result = await approveApproval(fake.client, 1);
    expect(result).toEqual({ ok: false, message: null, text: 'Sudah diproses' });
    expect(fake.calls.map((c) => c.id)).toEqual([
      'attendance.presenceApprove',
      'attendance.presenceHistorySubordinate',
    ]);
    expect(approvalQueueStore.busy).toBe(false);
  });

  it('bulk approve with nothing selected asks to select at least one, without a call', async () => {
    const fake = fakeClient();
    await loadApprovals(fake.client, 0);
    fake.calls.length = 0;
    expect(await approveSelected(fake.client)).toEqual({ ok: false, message: 'selectAtLeastOne', text: '' });
    expect(fake.calls).toHaveLength(0);
  });

  it('a reload keeps only the selected ids that are still pending', async () => {
    const fake = fakeClient();
    await loadApprovals(fake.client, 0);
    toggleApproval(1);
    toggleApproval(2);
    fake.pending.attendance?.delete(2);
    await loadApprovals(fake.client, 0);
    expect(selectedApprovalIds()).toEqual([1]);
    expect(approvalQueueStore.tabs[0].selectedCount).toBe(1);
  });

  it('select all, toggles and the count agree (property)', async () => {
    const fake = fakeClient({ 0: 30, 1: 0, 2: 0, 3: 0, 4: 0 });
    await loadApprovals(fake.client, 0);
    const ids = approvalQueueStore.tabs[0].items.map((i) => i.id);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom(...ids), fc.constant('all' as const), fc.constant('none' as const)),
          {
            maxLength: 60,
          },
        ),
        (ops) => {
          selectAllApprovals(false);
          const model = new Set<number>();
          for (const op of ops) {
            if (op === 'all') {
              selectAllApprovals();
              for (const id of ids) model.add(id);
            } else if (op === 'none') {
              selectAllApprovals(false);
              model.clear();
            } else {
              toggleApproval(op);
              if (model.has(op)) model.delete(op);
              else model.add(op);
            }
          }
          const state = approvalQueueStore.tabs[0];
          expect(state.selectedCount).toBe(model.size);
          expect(selectedApprovalIds()).toEqual(ids.filter((id) => model.has(id)));
          expect(allApprovalsSelected(state)).toBe(model.size === ids.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('5,000 items: load, select all, toggle each and bulk approve stay fast (no O(n²))', async () => {
    const fake = fakeClient({ 0: 5000, 1: 0, 2: 0, 3: 0, 4: 0 });
    const start = performance.now();
    await loadApprovals(fake.client, 0);
    selectAllApprovals();
    for (const item of approvalQueueStore.tabs[0].items) toggleApproval(item.id);
    selectAllApprovals();
    const result = await approveSelected(fake.client);
    const elapsed = performance.now() - start;
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.ids).toHaveLength(5000);
    expect(approvalQueueStore.tabs[0].items).toHaveLength(0);
    // Generous bound for a shared 2-core machine; an O(n²) selection takes seconds here.
    expect(elapsed).toBeLessThan(1500);
  });
});
