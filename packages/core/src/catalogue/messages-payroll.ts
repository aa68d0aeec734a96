/**
 * The refusals of the payroll rules (rules/attendance-correction.ts, rules/month-close.ts), as `{ id, en }` like
 * ./messages. A table of their own: ./messages travels with every page of the PWA, these only with the screens and
 * the server that run those rules. Our wording (SPEC has no correction or month close).
 */
import { fill, type Lang, type Vars } from './index';
import type { Message } from './messages';

export const payrollMessages = {
  correctionDateRequired: { id: 'Pilih tanggal yang dikoreksi', en: 'Choose the day to correct' },
  correctionFutureDay: {
    id: 'Tanggal koreksi tidak boleh di masa depan',
    en: 'The day cannot be in the future',
  },
  correctionShiftNotOver: { id: 'Shift tanggal ini belum selesai', en: 'The shift has not ended yet' },
  correctionTooOld: {
    id: 'Koreksi hanya untuk {days} hari terakhir',
    en: 'Only the last {days} days can be corrected',
  },
  correctionNoShift: { id: 'Tidak ada shift di tanggal {date}', en: 'There is no shift on {date}' },
  correctionTimeRequired: {
    id: 'Isi jam masuk atau jam keluar yang benar',
    en: 'Enter the right clock-in or clock-out time',
  },
  correctionClockInRequired: {
    id: 'Belum ada absen masuk: isi jam masuk',
    en: 'No clock-in recorded: enter one',
  },
  correctionOutBeforeIn: { id: 'Jam keluar harus setelah jam masuk', en: 'Clock-out must be after clock-in' },
  correctionTimeInFuture: { id: 'Jam tidak boleh melewati sekarang', en: 'A time cannot be later than now' },
  correctionNoChange: { id: 'Jam sama dengan yang tercatat', en: 'The times are as recorded' },
  reasonRequired: { id: 'Alasan wajib diisi', en: 'The reason is required' },
  reasonTooLong: {
    id: 'Alasan paling banyak {max} karakter',
    en: 'The reason can be at most {max} characters',
  },
  monthFormat: { id: 'Bulan harus berformat YYYY-MM', en: 'The month must be formatted YYYY-MM' },
  monthClosed: { id: 'Bulan {month} sudah ditutup untuk penggajian', en: '{month} is closed for payroll' },
  monthNotOver: { id: 'Bulan {month} belum berakhir', en: '{month} has not ended' },
} as const satisfies Record<string, Message>;

export type PayrollMessageKey = keyof typeof payrollMessages;

/** The text of a payroll refusal in `lang`, placeholders filled. */
export function payrollText(key: PayrollMessageKey, lang: Lang = 'id', vars?: Vars): string {
  return fill(payrollMessages[key][lang], vars);
}
