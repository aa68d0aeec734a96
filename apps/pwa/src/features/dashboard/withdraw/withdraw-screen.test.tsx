/**
 * Component tests of the Tarik Gaji state (SPEC §4 withdrawal flow, §5 withdrawal). The app's API module
 * is replaced by a fake that answers per endpoint id, so the screen runs its real rules and flow.
 */

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiError } from '@upah/core/api';
import { ALL_MODULES_ON } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { netAmount, wageFee } from '@upah/core/rules/ewa';
import { resetWithdrawal } from '@upah/core/stores/withdrawal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore, resetAlerts } from '../../../lib/alerts';
import WithdrawScreen from './withdraw-screen';

interface Sent {
  readonly id: string;
  readonly input: unknown;
  readonly options: { idempotencyKey?: string } | undefined;
}

const calls: Sent[] = [];
const answers = new Map<string, (input: unknown) => Promise<unknown>>();

vi.mock('../../../lib/api-client', () => ({
  api: {
    call: (endpoint: { id: string }, input?: unknown, options?: { idempotencyKey?: string }) => {
      calls.push({ id: endpoint.id, input, options });
      const answer = answers.get(endpoint.id);
      return answer ? answer(input) : new Promise(() => undefined);
    },
  },
}));

const company = ALL_MODULES_ON;

function profileWith(overrides: Partial<EmployeeProfile> = {}): EmployeeProfile {
  return {
    pkID: 1,
    userID: 1,
    employeeID: 1,
    companyID: 1,
    companyName: 'PT Contoh',
    name: 'Budi',
    phoneNumber: '+6281100000001',
    nip: null,
    locationCode: null,
    locationName: null,
    hierarchy: null,
    isSupervisor: false,
    attendanceAllowed: true,
    isBankSetup: true,
    bankAccountNumber: '1234567890',
    bankAccountName: 'Budi',
    bankCode: 'BCA',
    bankVerificationStatus: 'VALID',
    ewaAllowed: true,
    ewaCurrentLimit: 2_000_000,
    ewaMonthlyLimit: 5_000_000,
    ewaMinimumRequestAmount: 100_000,
    ewaMaximumRequestAmount: 0,
    transactionCap: 3,
    wageRequestCount: 1,
    ewaConfirmationMessage: 'Potongan gaji pada hari gajian.',
    ewaWalletBalance: 0,
    ...overrides,
  };
}

const withdrawButton = () => screen.getByRole('button', { name: 'Tarik Gaji' });

function typeReason(text: string) {
  fireEvent.change(screen.getByLabelText('Alasan penarikan'), { target: { value: text } });
}

async function openConfirmation() {
  fireEvent.click(withdrawButton());
  return screen.findByRole('dialog', { name: 'Konfirmasi Penarikan' });
}

function alertTexts(): string[] {
  return alertStore.items.map((item) => item.text);
}

beforeEach(() => {
  calls.length = 0;
  answers.clear();
  resetAlerts();
  resetWithdrawal();
  answers.set('ewa.wageCheck', async (input) => {
    const amount = (input as { body: { amount: number } }).body.amount;
    return { amount, fee: wageFee(amount), principal: netAmount(amount) };
  });
});

afterEach(() => {
  cleanup();
});

describe('Tarik Gaji state', () => {
  it("§5 withdrawal: ewaAllowed false shows 'anda tidak memiliki akses untuk tarik gaji' and disables Tarik Gaji", () => {
    render(<WithdrawScreen profile={profileWith({ ewaAllowed: false })} company={company} />);
    expect(screen.getByText('anda tidak memiliki akses untuk tarik gaji')).toBeTruthy();
    expect(withdrawButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider', { name: 'Jumlah penarikan' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Alasan penarikan')).toHaveProperty('disabled', true);
  });

  it("§5 withdrawal: a limit under 1 shows 'tidak ada gaji yang bisa ditarik' and disables Tarik Gaji", () => {
    render(<WithdrawScreen profile={profileWith({ ewaCurrentLimit: 0 })} company={company} />);
    expect(screen.getByText('tidak ada gaji yang bisa ditarik')).toBeTruthy();
    expect(withdrawButton()).toHaveProperty('disabled', true);
  });

  it('§5 withdrawal: count at transactionCap disables Tarik Gaji, names the reason and shows count / transactionCap', () => {
    render(
      <WithdrawScreen profile={profileWith({ wageRequestCount: 3, transactionCap: 3 })} company={company} />,
    );
    expect(withdrawButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Batas jumlah penarikan periode ini sudah tercapai')).toBeTruthy();
    expect(screen.getByTestId('withdraw-counter').textContent).toBe('3 / 3');
  });

  it('§5 withdrawal: wallet source with a balance under the minimum names that reason', () => {
    render(
      <WithdrawScreen
        profile={profileWith({ ewaCurrentLimit: 50_000, ewaWalletBalance: 60_000 })}
        company={{ ...company, wallet_enabled: true }}
      />,
    );
    expect(screen.getByRole('radio', { name: /Saldo Wallet/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Saldo wallet di bawah minimum penarikan')).toBeTruthy();
    expect(withdrawButton()).toHaveProperty('disabled', true);
  });

  it('§4 withdrawal flow: the default source is the wallet when the advance limit is at or below the minimum', () => {
    render(
      <WithdrawScreen
        profile={profileWith({ ewaCurrentLimit: 100_000, ewaWalletBalance: 750_000 })}
        company={{ ...company, wallet_enabled: true }}
      />,
    );
    expect(screen.getByRole('radio', { name: /Saldo Wallet/ })).toHaveProperty('checked', true);
    expect(withdrawButton()).toHaveProperty('disabled', false);
  });

  it('§5 withdrawal: the slider runs from the minimum to the cap in steps of 10,000', () => {
    render(
      <WithdrawScreen profile={profileWith({ ewaMaximumRequestAmount: 1_500_000 })} company={company} />,
    );
    const slider = screen.getByRole('slider', { name: 'Jumlah penarikan' });
    expect(slider.getAttribute('min')).toBe('100000');
    expect(slider.getAttribute('max')).toBe('1500000');
    expect(slider.getAttribute('step')).toBe('10000');
    fireEvent.change(slider, { target: { value: '250000' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Rp 250.000');
  });

  it("§4 withdrawal flow: bank PENDING shows 'We are currently verify your bank account, please retry again later'", async () => {
    render(<WithdrawScreen profile={profileWith({ bankVerificationStatus: 'PENDING' })} company={company} />);
    fireEvent.click(withdrawButton());
    expect(
      await screen.findByText('We are currently verify your bank account, please retry again later'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((call) => call.id)).toEqual(['ewa.wageCheck']);
  });

  it('§4 withdrawal flow: bank not set up opens the bank dialog with MANDIRI and a digits-only account number', async () => {
    render(
      <WithdrawScreen
        profile={profileWith({ isBankSetup: false, bankCode: null, bankAccountNumber: null })}
        company={company}
      />,
    );
    fireEvent.click(withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: 'Update Rekening Bank' });
    expect(dialog).toBeTruthy();
    expect((screen.getByLabelText('Bank') as HTMLSelectElement).value).toBe('MANDIRI');
    const account = screen.getByLabelText('Nomor Rekening') as HTMLInputElement;
    fireEvent.change(account, { target: { value: '12-34 ab56' } });
    expect(account.value).toBe('123456');
  });

  it('§5 withdrawal: confirm stays disabled until the reason has 5 characters and the terms are ticked', async () => {
    render(<WithdrawScreen profile={profileWith()} company={company} />);
    typeReason('abc');
    await openConfirmation();
    const confirm = screen.getByRole('button', { name: 'Konfirmasi' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByText('Alasan minimal 5 karakter')).toBeTruthy();
    expect(screen.getByText('Silakan baca dan setujui syarat dan ketentuan')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(confirm).toHaveProperty('disabled', true);
  });

  it('§4 withdrawal flow: a retry after a network error reuses the Idempotency-Key, and a success clears it', async () => {
    let attempt = 0;
    answers.set('ewa.wageRequestCreate', async () => {
      attempt++;
      if (attempt === 1)
        throw apiError({ kind: 'network', endpointId: 'ewa.wageRequestCreate', message: 'networkFailure' });
      return {
        eventID: 'e1',
        amount: 100_000,
        fee: 3_000,
        description: 'Biaya sekolah',
        status: 'PROCESSING',
        created_at: '2026-01-05T10:00:00+07:00',
        rejectReason: null,
      };
    });
    render(<WithdrawScreen profile={profileWith()} company={company} />);
    typeReason('Biaya sekolah');
    await openConfirmation();
    fireEvent.click(screen.getByRole('checkbox'));
    const confirm = screen.getByRole('button', { name: 'Konfirmasi' });

    fireEvent.click(confirm);
    await waitFor(() =>
      expect(alertTexts()).toContain('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.'),
    );
    // The failure keeps the dialog, the amount and the reason as typed.
    expect(screen.getByRole('dialog', { name: 'Konfirmasi Penarikan' })).toBeTruthy();
    expect((screen.getByLabelText('Alasan penarikan') as HTMLInputElement).value).toBe('Biaya sekolah');

    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(alertTexts()).toContain('Request Success'));

    const sends = calls.filter((call) => call.id === 'ewa.wageRequestCreate');
    expect(sends).toHaveLength(2);
    const firstKey = sends[0]?.options?.idempotencyKey;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sends[1]?.options?.idempotencyKey).toBe(firstKey);
    expect(sends[0]?.input).toEqual({ body: { amount: 100_000, description: 'Biaya sekolah' } });
    // Success → history and limits reload.
    expect(calls.map((call) => call.id)).toEqual(
      expect.arrayContaining(['profile.currentProfile', 'ewa.wageHistory']),
    );

    // The next withdrawal is a new action with a new key.
    typeReason('Biaya sekolah');
    await openConfirmation();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(calls.filter((call) => call.id === 'ewa.wageRequestCreate')).toHaveLength(3));
    expect(calls.filter((call) => call.id === 'ewa.wageRequestCreate')[2]?.options?.idempotencyKey).not.toBe(
      firstKey,
    );
  });

  it('§4 withdrawal flow: a double tap on confirm sends one request', async () => {
    let release: (() => void) | undefined;
    answers.set(
      'ewa.wageRequestCreate',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              eventID: 'e2',
              amount: 100_000,
              fee: 3_000,
              description: 'Sewa rumah',
              status: 'PROCESSING',
              created_at: '2026-01-05T10:00:00+07:00',
              rejectReason: null,
            });
        }),
    );
    render(<WithdrawScreen profile={profileWith()} company={company} />);
    typeReason('Sewa rumah');
    await openConfirmation();
    fireEvent.click(screen.getByRole('checkbox'));
    const confirm = screen.getByRole('button', { name: 'Konfirmasi' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Konfirmasi' })).toHaveProperty('disabled', true),
    );
    await act(async () => release?.());
    await waitFor(() => expect(alertTexts()).toContain('Request Success'));
    expect(calls.filter((call) => call.id === 'ewa.wageRequestCreate')).toHaveLength(1);
  });

  it('§4 withdrawal flow: changing the reason after a failure makes a new Idempotency-Key', async () => {
    answers.set('ewa.wageRequestCreate', async () => {
      throw apiError({
        kind: 'server',
        status: 503,
        endpointId: 'ewa.wageRequestCreate',
        message: null,
        serverMessage: 'Layanan sibuk',
      });
    });
    render(<WithdrawScreen profile={profileWith()} company={company} />);
    typeReason('Biaya sekolah');
    await openConfirmation();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(alertTexts()).toContain('Layanan sibuk'));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    typeReason('Biaya sekolah anak');
    await openConfirmation();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(calls.filter((call) => call.id === 'ewa.wageRequestCreate')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.id === 'ewa.wageRequestCreate');
    expect(first?.options?.idempotencyKey).not.toBe(second?.options?.idempotencyKey);
  });

  it('§4 withdrawal flow: the wallet source sends walletWithdraw', async () => {
    answers.set('ewa.walletWithdraw', async () => ({
      eventID: 'w1',
      amount: 100_000,
      fee: 3_000,
      description: 'Belanja bulanan',
      status: 'PROCESSING',
      created_at: '2026-01-05T10:00:00+07:00',
      rejectReason: null,
    }));
    render(
      <WithdrawScreen
        profile={profileWith({
          ewaCurrentLimit: 100_000,
          ewaWalletBalance: 750_000,
          ewaConfirmationMessage: null,
        })}
        company={{ ...company, wallet_enabled: true }}
      />,
    );
    typeReason('Belanja bulanan');
    await openConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(alertTexts()).toContain('Request Success'));
    expect(calls.some((call) => call.id === 'ewa.walletWithdraw')).toBe(true);
    expect(calls.some((call) => call.id === 'ewa.wageRequestCreate')).toBe(false);
  });

  it('§1 limit basis: the basis line opens the explainer; live net and limit left; confirmation adds what is left and payday', async () => {
    const basis = {
      periodStart: '2026-11-11',
      payday: '2026-12-10',
      workingDaysEarned: 9,
      workingDaysCap: 15,
      dailyWage: 300_000,
      withdrawnCount: 1,
      withdrawnAmount: 700_000,
      withdrawnFee: 21_000,
    };
    render(<WithdrawScreen profile={profileWith({ ewaLimitBasis: basis })} company={company} />);
    expect(screen.getByTestId('live-net').textContent).toBe('Rp 97.000');
    expect(screen.getByTestId('live-left').textContent).toBe('Rp 1.900.000');
    fireEvent.click(screen.getByRole('button', { name: 'dari 9 hari kerja, maks. 15 hari' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cara limit Anda dihitung' });
    expect(sheet.textContent).toContain('Periode gaji 11 November 2026 – 10 Desember 2026');
    expect(screen.getByTestId('explainer-earned').textContent).toBe('Rp 2.700.000');
    expect(screen.getByTestId('explainer-withdrawn').textContent).toBe('-Rp 700.000');
    expect(screen.getByTestId('explainer-left').textContent).toBe('Rp 2.000.000');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    typeReason('Biaya sekolah');
    const dialog = await openConfirmation();
    expect(dialog.querySelector('[data-testid="confirm-left"]')?.textContent).toBe('Rp 1.900.000');
    expect(dialog.querySelector('[data-testid="confirm-deduction"]')?.textContent).toBe('Rp 800.000');
    expect(dialog.textContent).toContain('Dipotong dari gaji 10 Desember 2026');
    expect(dialog.textContent).toContain('Termasuk 2 penarikan periode ini dan biaya Rp 24.000.');
  });
});
