/**
 * Labels of the advance-salary explanation shown after a tap (SPEC §1 terms): the explainer sheet,
 * the confirmation's extra rows, and the Riwayat deduction line. Apart from ./labels-ewa because those are
 * lazily loaded chunks (the /dashboard/2 budget). Our wording; `en` for the English switch.
 */
import type { Entry } from './index';

export const ewaDetailLabels = {
  // Explainer sheet
  explainerTitle: { id: 'Cara limit Anda dihitung', en: 'How your limit is worked out' },
  explainerPeriod: { id: 'Periode gaji {start} – {payday}', en: 'Pay period {start} – {payday}' },
  explainerDays: { id: 'Hari kerja sejauh ini', en: 'Working days so far' },
  explainerDaysValue: { id: '{days} hari', en: '{days} days' },
  explainerDaysCounted: {
    id: 'Dihitung (maks. {cap} hari)',
    en: 'Counted (max. {cap} days)',
  },
  explainerDaily: { id: 'Upah per hari', en: 'Pay per day' },
  explainerEarned: { id: 'Gaji yang sudah dihasilkan', en: 'Salary earned' },
  explainerWithdrawn: { id: 'Sudah ditarik ({count}×)', en: 'Already withdrawn ({count}×)' },
  explainerLeft: { id: 'Sisa limit', en: 'Limit left' },
  explainerMaximum: {
    id: 'Satu penarikan paling banyak {max}.',
    en: 'One withdrawal is at most {max}.',
  },
  explainerTerms: {
    id: 'Biaya 3% diambil dari setiap penarikan. Semua penarikan periode ini dipotong dari gaji pada hari gajian, {payday}.',
    en: 'A 3% fee comes out of each withdrawal. All withdrawals of this period are deducted from your pay on payday, {payday}.',
  },
  // Confirmation
  confirmLeft: { id: 'Sisa limit setelah penarikan', en: 'Limit left after withdrawal' },
  confirmWalletLeft: { id: 'Sisa saldo wallet', en: 'Wallet balance left' },
  confirmDeduction: { id: 'Dipotong dari gaji {payday}', en: 'Deducted from pay on {payday}' },
  confirmDeductionNote: {
    id: 'Termasuk {count} penarikan periode ini dan biaya {fees}.',
    en: 'Includes {count} withdrawals this period and {fees} in fees.',
  },

  // Riwayat balance card
  balanceDeduction: { id: 'dipotong pada {payday}: {amount}', en: 'deducted on {payday}: {amount}' },
} as const satisfies Record<string, Entry>;
