/** A current profile and company settings as the contract has them, for the stores' tests. */
import type { CompanySettings } from '../contract/company';
import type { EmployeeProfile } from '../contract/profile';

export const profileFixture: EmployeeProfile = {
  pkID: 1,
  userID: 2,
  employeeID: 3,
  companyID: 4,
  companyName: 'PT Maju',
  name: 'Budi Santoso',
  phoneNumber: '+6281100000001',
  nip: 'NIP-1',
  locationCode: null,
  locationName: null,
  hierarchy: '1/3',
  isSupervisor: false,
  attendanceAllowed: true,
  isBankSetup: true,
  bankAccountNumber: '1234567890',
  bankAccountName: 'Budi Santoso',
  bankCode: 'MANDIRI',
  bankVerificationStatus: 'VALID',
  ewaAllowed: true,
  ewaCurrentLimit: 1_500_000,
  ewaMonthlyLimit: 3_000_000,
  ewaMinimumRequestAmount: 50_000,
  ewaMaximumRequestAmount: 0,
  transactionCap: 4,
  wageRequestCount: 1,
  ewaConfirmationMessage: null,
  ewaWalletBalance: 0,
};
export const settingsFixture: CompanySettings = {
  attendance_enabled: true,
  payroll_enabled: true,
  wage_request_enabled: true,
  loan_management_enabled: false,
  production_tracking_enabled: false,
  wallet_enabled: true,
};
