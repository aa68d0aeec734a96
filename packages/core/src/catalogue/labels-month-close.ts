/**
 * Labels of the month close for payroll (DESIGN "Payroll closes months"): the line the recap screen and both files
 * carry, and HR's close, reopen and log on the console's /team/recap. Our wording.
 */
import type { Entry } from './index';

export const monthCloseLabels = {
  /** The recap's and the files' line: "Ditutup {tanggal} oleh {nama}". */
  closed: { id: 'Ditutup {date} oleh {name}', en: 'Closed {date} by {name}' },
  open: { id: 'Belum ditutup untuk penggajian', en: 'Not closed for payroll yet' },
  close: { id: 'Tutup bulan', en: 'Close month' },
  closeTitle: { id: 'Tutup {month} untuk penggajian?', en: 'Close {month} for payroll?' },
  closeBody: {
    id: 'Setelah ditutup, koreksi presensi, pengajuan dan persetujuan pada hari-hari bulan ini ditolak sampai bulan dibuka kembali.',
    en: "Once closed, attendance corrections, requests and approvals on this month's days are refused until the month is reopened.",
  },
  pendingWarning: {
    id: '{count} pengajuan bulan ini masih menunggu keputusan.',
    en: '{count} requests of this month are still waiting for a decision.',
  },
  confirmClose: { id: 'Ya, tutup bulan', en: 'Yes, close the month' },
  reopen: { id: 'Buka kembali', en: 'Reopen' },
  reopenTitle: { id: 'Buka kembali {month}?', en: 'Reopen {month}?' },
  reopenReason: { id: 'Alasan membuka kembali', en: 'Reason for reopening' },
  confirmReopen: { id: 'Buka kembali', en: 'Reopen' },
  cancel: { id: 'Batal', en: 'Cancel' },
  currentMonth: {
    id: 'Bulan berjalan bisa ditutup setelah berakhir.',
    en: 'The current month can be closed once it has ended.',
  },
  closedNotice: { id: '{month} ditutup untuk penggajian', en: '{month} closed for payroll' },
  reopenedNotice: { id: '{month} dibuka kembali', en: '{month} reopened' },
  log: { id: 'Riwayat tutup bulan', en: 'Month close log' },
  logEmpty: { id: 'Belum ada riwayat', en: 'Nothing yet' },
  logClose: { id: '{at}: {month} ditutup oleh {name}', en: '{at}: {month} closed by {name}' },
  logReopen: {
    id: '{at}: {month} dibuka kembali oleh {name}. Alasan: {reason}',
    en: '{at}: {month} reopened by {name}. Reason: {reason}',
  },
  logClosedNow: { id: 'Bulan yang ditutup: {months}', en: 'Closed months: {months}' },
} as const satisfies Record<string, Entry>;
