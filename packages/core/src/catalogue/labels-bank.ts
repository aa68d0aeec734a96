/**
 * Labels of the bank update dialog (SPEC §4 withdrawal flow steps 2–3, §5 "Bank account number: digits only"),
 * which the withdrawal page and the loan form share. Its own file so that the dialog, loaded when it
 * opens, does not pull every dashboard label along. `dashboardLabels` spreads them in.
 */
import type { Entry } from './index';

export const bankLabels = {
  cancel: { id: 'Batal', en: 'Cancel' },
  save: { id: 'Simpan', en: 'Save' },
  bankDialogTitle: { id: 'Update Rekening Bank', en: 'Update bank account' },
  bankDialogIntro: {
    id: 'Lengkapi rekening bank tujuan pencairan gaji Anda.',
    en: 'Enter the bank account your salary is paid into.',
  },
  bankLabel: { id: 'Bank', en: 'Bank' },
  accountNumberLabel: { id: 'Nomor Rekening', en: 'Account number' },
  accountNumberHint: { id: 'Hanya angka', en: 'Digits only' },
} as const satisfies Record<string, Entry>;
