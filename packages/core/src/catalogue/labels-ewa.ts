/**
 * Labels of the advance-salary explanation (SPEC §1 terms: at most 15 working days of pay before
 * payday, 3 % fee, deduction from payroll on payday) that Tarik Gaji shows at once: the line under the limit
 * and the live figures under the slider. What only the lazily loaded sheets and Riwayat show is in
 * ./labels-ewa-details (the /dashboard/2 budget). Our wording; `en` is for the English switch.
 */
import type { Entry } from './index';

export const ewaLabels = {
  // Tarik Gaji: the line under the limit that opens the explainer
  basisLine: {
    id: 'dari {days} hari kerja, maks. {cap} hari',
    en: 'from {days} working days, max. {cap} days',
  },

  // Under the slider, live
  liveReceived: { id: 'Diterima', en: 'You receive' },
  liveLeft: { id: 'Sisa limit setelah ini', en: 'Limit left after this' },
  liveWalletLeft: { id: 'Sisa saldo setelah ini', en: 'Balance left after this' },
} as const satisfies Record<string, Entry>;

export type EwaLabelKey = keyof typeof ewaLabels;
