/**
 * Test fixture: the profile fields of the Tarik Gaji page (SPEC §3 employee profile) for an employee with a
 * 2,000,000 advance limit, minimum 100,000, no per-request maximum, 1 of 3 withdrawals this period.
 */
export const withdrawalProfile = {
  ewaAllowed: true,
  ewaCurrentLimit: 2_000_000,
  ewaWalletBalance: 0,
  ewaMinimumRequestAmount: 100_000,
  ewaMaximumRequestAmount: 0,
  wageRequestCount: 1,
  transactionCap: 3,
};
