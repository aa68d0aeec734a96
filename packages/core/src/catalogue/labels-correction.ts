/**
 * Labels of the attendance correction, "Koreksi presensi" (DESIGN "Payroll closes months"): the employee's list and
 * form in the PWA, the approval queues' fifth kind "Koreksi" in both apps, and the corrected day where it shows
 * (presence history, the recap's member month). Our own wording; fixed messages are in ./messages.
 */
import type { Entry } from './index';

export const correctionLabels = {
  // PWA: /attendance/correction (list) and /attendance/correction-request (form)
  title: { id: 'Koreksi presensi', en: 'Attendance correction' },
  requestTitle: { id: 'Pengajuan koreksi presensi', en: 'Attendance correction request' },
  shortcut: { id: 'Koreksi presensi', en: 'Correct attendance' },
  date: { id: 'Tanggal', en: 'Date' },
  clockIn: { id: 'Jam masuk yang benar', en: 'Correct clock-in time' },
  clockOut: { id: 'Jam keluar yang benar', en: 'Correct clock-out time' },
  keepHint: {
    id: 'Kosongkan jam yang sudah benar',
    en: 'Leave a time empty when it is already right',
  },
  reason: { id: 'Alasan', en: 'Reason' },
  photo: { id: 'Foto bukti (opsional)', en: 'Evidence photo (optional)' },
  recorded: { id: 'Tercatat: masuk {in}, keluar {out}', en: 'Recorded: in {in}, out {out}' },
  shift: { id: 'Shift {name} {start}–{end}', en: 'Shift {name} {start}–{end}' },
  noShift: { id: 'Tidak ada shift di tanggal ini', en: 'No shift on this day' },
  loadingDay: { id: 'Memuat jadwal…', en: 'Loading the schedule…' },
  none: { id: '–', en: '–' },
  /** A list item: "Masuk 08.01 → 08.01 · Keluar – → 17.05". */
  change: {
    id: 'Masuk {beforeIn} → {afterIn} · Keluar {beforeOut} → {afterOut}',
    en: 'In {beforeIn} → {afterIn} · Out {beforeOut} → {afterOut}',
  },
  decided: { id: 'Diputuskan {name}, {at}', en: 'Decided by {name}, {at}' },

  // Approval queues (PWA /attendance/approval, console /approvals/4)
  tab: { id: 'Koreksi', en: 'Correction' },
  /** The item's detail beside its period: what the day holds now. */
  detail: { id: 'Koreksi (tercatat {period})', en: 'Correction (recorded {period})' },

  // The corrected day (presence history, the recap's member month)
  correctedBadge: { id: 'Dikoreksi', en: 'Corrected' },
  corrected: {
    id: 'Dikoreksi: masuk {beforeIn} → {afterIn}, keluar {beforeOut} → {afterOut} (disetujui {name}, {at})',
    en: 'Corrected: in {beforeIn} → {afterIn}, out {beforeOut} → {afterOut} (approved by {name}, {at})',
  },
} satisfies Record<string, Entry>;
