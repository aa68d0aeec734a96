import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { BANK_VERIFICATION_STATUSES, BANKS, bankEndpoints, bankName, DEFAULT_BANK_CODE } from './bank';
import { companyEndpoints } from './company';
import { ewaEndpoints, isKnownWageRequestStatus, WAGE_REQUEST_STATUSES } from './ewa';
import { employeeProfile } from './profile';

const profile = {
  pkID: 1,
  userID: 11,
  employeeID: 101,
  companyID: 5,
  companyName: 'PT Maju Jaya',
  name: 'Budi Santoso',
  phoneNumber: '+6281100000001',
  nip: 'EMP-001',
  locationCode: 'JKT',
  locationName: 'Jakarta',
  hierarchy: '1/4',
  isSupervisor: false,
  attendanceAllowed: true,
  isBankSetup: true,
  bankAccountNumber: '1234567890',
  bankAccountName: 'BUDI SANTOSO',
  bankCode: 'BCA',
  bankVerificationStatus: 'VALID',
  ewaAllowed: true,
  ewaCurrentLimit: 2_500_000,
  ewaMonthlyLimit: 5_000_000,
  ewaMinimumRequestAmount: 100_000,
  ewaMaximumRequestAmount: 0,
  transactionCap: 4,
  wageRequestCount: 1,
  ewaConfirmationMessage: 'Saya setuju',
  ewaWalletBalance: 0,
};

const wageItem = {
  eventID: 'evt-1',
  amount: 500_000,
  fee: 15_000,
  description: 'Biaya sekolah',
  status: 'PROCESSING',
  created_at: '2024-05-01T09:00:00+07:00',
  rejectReason: null,
};

describe('profile, company and EWA contract (SPEC §3, §4, §5, §7 Earned wage access)', () => {
  it('§3 employee profile carries every listed field', () => {
    expect(employeeProfile.parse(profile)).toEqual(profile);
    const { ewaWalletBalance: _dropped, ...missing } = profile;
    expect(failedFields(employeeProfile, missing)).toEqual(['ewaWalletBalance']);
  });

  it('§3 a profile without bank setup has null bank fields', () => {
    const unset = {
      ...profile,
      isBankSetup: false,
      bankAccountNumber: null,
      bankAccountName: null,
      bankCode: null,
      bankVerificationStatus: null,
    };
    expect(employeeProfile.parse(unset).bankCode).toBeNull();
  });

  it('§3 bank verification statuses are the six listed', () => {
    for (const status of BANK_VERIFICATION_STATUSES) {
      expect(
        employeeProfile.parse({ ...profile, bankVerificationStatus: status }).bankVerificationStatus,
      ).toBe(status);
    }
    expect(failedFields(employeeProfile, { ...profile, bankVerificationStatus: 'OK' })).toEqual([
      'bankVerificationStatus',
    ]);
  });

  it('§3 bank list: about 90 unique codes with MANDIRI as default, including BCA, BRI, BNI, CIMB, DBS', () => {
    const codes = BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(85);
    expect(codes.length).toBeLessThanOrEqual(95);
    expect(DEFAULT_BANK_CODE).toBe('MANDIRI');
    for (const code of ['MANDIRI', 'BCA', 'BRI', 'BNI', 'CIMB', 'DBS']) expect(codes).toContain(code);
    expect(BANKS.filter((b) => /Syariah/.test(b.name)).length).toBeGreaterThan(5);
    expect(BANKS.filter((b) => /BPD|Bank DKI|Nagari|bjb/i.test(b.name)).length).toBeGreaterThan(15);
    expect(bankName('BCA')).toBe('Bank Central Asia (BCA)');
  });

  it('§5 bank update: account number digits only, bank code from the list', () => {
    const body = bankEndpoints.updateBankDefault.body;
    expect(body.safeParse({ bankCode: 'MANDIRI', bankAccountNumber: '1300012345678' }).success).toBe(true);
    expect(failedFields(body, { bankCode: 'MANDIRI', bankAccountNumber: '1300 0123' })).toEqual([
      'bankAccountNumber',
    ]);
  });

  it('§3 company settings: the six flags', () => {
    const flags = {
      attendance_enabled: true,
      payroll_enabled: false,
      wage_request_enabled: true,
      loan_management_enabled: true,
      production_tracking_enabled: false,
      wallet_enabled: true,
    };
    expect(companyEndpoints.settings.response.parse(flags)).toEqual(flags);
    const { wallet_enabled: _w, ...five } = flags;
    expect(failedFields(companyEndpoints.settings.response, five)).toEqual(['wallet_enabled']);
  });

  it('§3 wage check result: fee, amount, principal in whole Rupiah', () => {
    expect(
      ewaEndpoints.wageCheck.response.parse({ fee: 30_000, amount: 1_000_000, principal: 970_000 }),
    ).toEqual({
      fee: 30_000,
      amount: 1_000_000,
      principal: 970_000,
    });
    expect(failedFields(ewaEndpoints.wageCheck.body, { amount: 0 })).toEqual(['amount']);
  });

  it('§5 withdrawal: reason under 5 characters is refused naming description', () => {
    const body = ewaEndpoints.wageRequestCreate.body;
    expect(body.safeParse({ amount: 100_000, description: 'Sewa rumah' }).success).toBe(true);
    expect(failedFields(body, { amount: 100_000, description: 'abcd' })).toEqual(['description']);
    expect(
      failedFields(ewaEndpoints.walletWithdraw.body, { amount: 100_000, description: '  ab   ' }),
    ).toEqual(['description']);
  });

  it('§4 withdrawal statuses: the documented four, and an unknown status still reads', () => {
    expect(WAGE_REQUEST_STATUSES).toEqual(['PROCESSING', 'CANCELLED', 'FAILED', 'SUCCESS']);
    const history = ewaEndpoints.wageHistory.response.parse({
      wageRequests: [wageItem, { ...wageItem, eventID: 'evt-2', status: 'ON_HOLD', rejectReason: 'x' }],
      pagination: { page: 1, size: 10, totalItems: 2, totalPages: 1 },
    });
    expect(history.wageRequests.map((w) => w.status)).toEqual(['PROCESSING', 'ON_HOLD']);
    expect(isKnownWageRequestStatus('ON_HOLD')).toBe(false);
    expect(isKnownWageRequestStatus('SUCCESS')).toBe(true);
  });

  it('§9 wage history query page&size arrive as strings', () => {
    expect(ewaEndpoints.wageHistory.query.parse({ page: '2', size: '10' })).toEqual({ page: 2, size: 10 });
    expect(failedFields(ewaEndpoints.wageHistory.query, { page: 'x', size: '10' })).toEqual(['page']);
  });
});
