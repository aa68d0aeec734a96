/**
 * Labels of the attendance correction, "Koreksi presensi" (DESIGN "Payroll closes months"): the employee's list and
 * form in the PWA. The queues' tab is supervisorLabels.tabCorrection (console: approvalLabels.tabs), a corrected day
 * and a queue item's detail are ./labels-presence-type's `correctedLabels`. Our own wording; messages in ./messages.
 */
import type { Entry } from './index';

export const correctionLabels = {
  // PWA: /attendance/correction (list) and /attendance/correction-request (form)
  title: { id: 'Koreksi presensi', en: 'Attendance correction' },
  requestTitle: { id: 'Pengajuan koreksi presensi', en: 'Attendance correction request' },
  date: { id: 'Tanggal', en: 'Date' },
  clockIn: { id: 'Jam masuk yang benar', en: 'Correct clock-in time' },
  clockOut: { id: 'Jam keluar yang benar', en: 'Correct clock-out time' },
  keepHint: {
    id: 'Kosongkan jam yang sudah benar',
    en: 'Leave a time empty when it is already right',
  },
  reason: { id: 'Alasan', en: 'Reason' },
  recorded: { id: 'Tercatat: masuk {in}, keluar {out}', en: 'Recorded: in {in}, out {out}' },
  shift: { id: '{name}, {start}–{end}', en: '{name}, {start}–{end}' },
  noShift: { id: 'Tidak ada shift di tanggal ini', en: 'No shift on this day' },
  loadingDay: { id: 'Memuat jadwal…', en: 'Loading the schedule…' },
  none: { id: '–', en: '–' },
  /** A list item: "Masuk 08.01 → 08.01 · Keluar – → 17.05". */
  change: {
    id: 'Masuk {beforeIn} → {afterIn} · Keluar {beforeOut} → {afterOut}',
    en: 'In {beforeIn} → {afterIn} · Out {beforeOut} → {afterOut}',
  },
  decided: { id: 'Diputuskan {name}, {at}', en: 'Decided by {name}, {at}' },
  /** After a send and a cancel (the server answers the same words). */
  sent: { id: 'Koreksi presensi terkirim', en: 'Correction sent' },
  canceled: { id: 'Koreksi dibatalkan', en: 'Correction cancelled' },
} satisfies Record<string, Entry>;
