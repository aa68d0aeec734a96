/**
 * Labels of the advance-salary explanation (issue 12; SPEC §1 terms: at most 15 working days of pay before
 * payday, 3 % fee, deduction from payroll on payday): the line under the limit, the explainer sheet, the live
 * figures under the slider, the confirmation's extra rows and the Riwayat deduction line. Our wording;
 * `en` is for the English switch.
 */
import type { Entry } from './index';

export const ewaLabels = {
  // Tarik Gaji: the line under the limit that opens the explainer
  basisLine: {
    id: 'dari {days} hari kerja, maks. {cap} hari',
    en: 'from {days} working days, max. {cap} days',
  },
  basisOpen: { id: 'Cara limit dihitung', en: 'How the limit is worked out' },

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

  // Under the slider, live
  liveReceived: { id: 'Diterima', en: 'You receive' },
  liveLeft: { id: 'Sisa limit setelah ini', en: 'Limit left after this' },
  liveWalletLeft: { id: 'Sisa saldo setelah ini', en: 'Balance left after this' },

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

export type EwaLabelKey = keyof typeof ewaLabels;
