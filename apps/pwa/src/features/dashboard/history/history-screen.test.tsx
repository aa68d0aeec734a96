/** Riwayat screen (SPEC §2 history, §4 status badge and rejection reason, §9 dates). */

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CompanySettings } from '@upah/core/contract/company';
import type { WageRequest } from '@upah/core/contract/ewa';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HistoryScreen from './history-screen';
import { resetHistory } from './history-store';

let items: WageRequest[] = [];

vi.mock('../../../lib/api-client', () => ({
  api: {
    call: async (endpoint: { id: string }, input: { query: { page: number; size: number } }) => {
      if (endpoint.id !== 'ewa.wageHistory') throw new Error(`unexpected ${endpoint.id}`);
      const { page, size } = input.query;
      return {
        wageRequests: items.slice((page - 1) * size, page * size),
        pagination: { page, size, totalItems: items.length, totalPages: Math.ceil(items.length / size) },
      };
    },
  },
}));

const company = { wallet_enabled: true } as CompanySettings;
const profile = { ewaCurrentLimit: 2_650_000, ewaWalletBalance: 750_000 } as EmployeeProfile;

beforeEach(() => {
  resetHistory();
  items = [];
});
afterEach(() => cleanup());

describe('Riwayat screen', () => {
  it('§2 history: balance card with the wallet balance when enabled, and the empty state', async () => {
    render(<HistoryScreen profile={profile} company={company} />);
    expect(screen.getByTestId('balance-salary').textContent).toBe('Rp 2.650.000');
    expect(screen.getByTestId('balance-wallet').textContent).toBe('Rp 750.000');
    expect(await screen.findByText('Belum ada penarikan gaji')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('§2 history: no wallet balance when the wallet is off', async () => {
    render(<HistoryScreen profile={profile} company={{ ...company, wallet_enabled: false }} />);
    await screen.findByText('Belum ada penarikan gaji');
    expect(screen.queryByTestId('balance-wallet')).toBeNull();
  });

  it('§4 status badge and rejection reason; §9 id-ID date in Jakarta; the Detail popup', async () => {
    items = [
      {
        eventID: 'EVT-1',
        amount: 500_000,
        fee: 15_000,
        description: 'Biaya sekolah',
        status: 'FAILED',
        // 23:30 UTC is 06:30 the next day in Jakarta.
        created_at: '2026-03-01T23:30:00Z',
        rejectReason: 'Transfer ke rekening tujuan gagal',
      },
    ];
    render(<HistoryScreen profile={profile} company={company} />);
    const row = await screen.findByTestId('wage-item');
    expect(row.textContent).toContain('Rp 500.000');
    expect(row.textContent).toContain('Biaya Rp 15.000');
    expect(row.textContent).toContain('2 Mar 2026 06.30');
    expect(within(row).getByText('FAILED').className).toContain('badge--failed');
    expect(row.textContent).toContain('Alasan penolakan: Transfer ke rekening tujuan gagal');
    fireEvent.click(within(row).getByRole('button', { name: 'Detail penarikan Rp 500.000' }));
    const dialog = screen.getByRole('dialog', { name: 'Detail Penarikan' });
    expect(within(dialog).getByText('Biaya sekolah')).toBeTruthy();
    expect(within(dialog).getByText('EVT-1')).toBeTruthy();
  });
});
