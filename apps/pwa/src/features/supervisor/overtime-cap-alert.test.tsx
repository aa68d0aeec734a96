// The overtime cap warning after an approval (PP 35/2021 art. 26; core stores/overtime-cap.ts), with the check and
// its words loaded by dynamic import on the first approval: the warning still follows a successful approval, and a
// failed approval shows none.
import { renderHook } from '@testing-library/react';
import type { ApprovalItem } from '@upah/core/rules/approval-item';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore, resetAlerts } from '../../lib/alerts';

const approveApproval = vi.fn();
const overtimeCapCheck = vi.fn();
vi.mock('@upah/core/stores/approval-queue', () => ({
  approveApproval: (...a: unknown[]) => approveApproval(...a),
}));
vi.mock('@upah/core/stores/overtime-cap', () => ({
  overtimeCapCheck: (...a: unknown[]) => overtimeCapCheck(...a),
}));

const { useApproveWithCapWarning } = await import('./overtime-cap-alert');

const item = { id: 7, kind: 'overtime', detail: 'workday', employeeId: 3 } as unknown as ApprovalItem;

describe('approve with the overtime cap warning', () => {
  beforeEach(() => {
    resetAlerts();
    approveApproval.mockReset();
    overtimeCapCheck.mockReset();
  });

  it('after a successful approval, shows the success and then the cap warning with both figures', async () => {
    approveApproval.mockResolvedValue({ ok: true, message: 'approveSuccess' });
    overtimeCapCheck.mockResolvedValue({ dayHours: 5, weekHours: 19 });
    const { result } = renderHook(() => useApproveWithCapWarning());
    await result.current(item);
    expect(overtimeCapCheck).toHaveBeenCalledTimes(1);
    expect(approveApproval).toHaveBeenCalledWith(expect.anything(), 7);
    const kinds = alertStore.items.map((a) => a.kind);
    expect(kinds).toEqual(['success', 'info']);
    expect(alertStore.items[1]?.text).toContain('5');
    expect(alertStore.items[1]?.text).toContain('19');
  });

  it('shows no cap warning when the approval fails, nor when the check finds none', async () => {
    approveApproval.mockResolvedValue({ ok: false, text: 'Gagal' });
    overtimeCapCheck.mockResolvedValue({ dayHours: 5, weekHours: 19 });
    const { result } = renderHook(() => useApproveWithCapWarning());
    await result.current(item);
    expect(alertStore.items.map((a) => a.kind)).toEqual(['danger']);

    resetAlerts();
    approveApproval.mockResolvedValue({ ok: true, message: 'approveSuccess' });
    overtimeCapCheck.mockResolvedValue(null);
    await result.current(item);
    expect(alertStore.items.map((a) => a.kind)).toEqual(['success']);
  });
});
