/**
 * The fixed day codes of the month recap, without zod: the recap rule (./month-recap.ts) and the contract
 * (contract/recap.ts) share them, so the list is written once. H hadir, T terlambat, A alpa, I izin, R remote,
 * L libur, B belum (today's open shift), LN libur nasional, CB cuti bersama, LP libur perusahaan; a leave is coded
 * by its category (./month-recap.ts `leaveDayCode`).
 */
export const RECAP_FIXED_CODES = ['H', 'T', 'A', 'I', 'R', 'L', 'B', 'LN', 'CB', 'LP'] as const;
export type RecapFixedCode = (typeof RECAP_FIXED_CODES)[number];
