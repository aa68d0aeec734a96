/** Labels of the attendance home (SPEC §2 "Attendance area"): today's shift, the presence summary, the menus and
 * the clock entries kept offline. SPEC's words exactly as written (Izin, Presensi, Remote, Good Morning…). */
import type { Entry } from './index';

export const attendanceHomeLabels = {
  // Home (§2)
  todayShift: { id: 'Shift hari ini', en: "Today's shift" },
  noShiftTodayHint: { id: 'Anda tidak perlu absen hari ini.', en: 'You do not need to clock in today.' },
  doneToday: { id: 'Absen hari ini selesai', en: "Today's attendance is complete" },
  summary: { id: 'Ringkasan presensi', en: 'Presence summary' },
  permission: { id: 'Izin', en: 'Permission' },
  approved: { id: 'Approved', en: 'Approved' },
  pendingLabel: { id: 'Pending', en: 'Pending' },
  rejectedLabel: { id: 'Rejected', en: 'Rejected' },
  clockInTime: { id: 'Jam masuk', en: 'Clock-in time' },
  clockOutTime: { id: 'Jam keluar', en: 'Clock-out time' },
  presenceType: { id: 'Tipe presensi', en: 'Presence type' },
  approvalStatus: { id: 'Status approval', en: 'Approval status' },
  none: { id: '-', en: '-' },
  shortcuts: { id: 'Menu absensi', en: 'Attendance menu' },
  remote: { id: 'Remote', en: 'Remote' },
  permit: { id: 'Izin', en: 'Permission' },
  presence: { id: 'Presensi', en: 'Presence' },
  overtimeButton: { id: 'Pengajuan Lembur', en: 'Overtime request' },
  leaveButton: { id: 'Pengajuan Cuti', en: 'Leave request' },
  /** Our extension: a past day's clock-in or clock-out corrected (/attendance/correction). */
  correctionButton: { id: 'Koreksi presensi', en: 'Correct attendance' },
  supervisorShortcuts: { id: 'Menu atasan', en: 'Supervisor menu' },
  /** SPEC §2: the supervisor-only shortcuts (their screens are the supervisor feature's). */
  shortcutEmployeePresence: { id: 'Presensi Bawahan', en: 'Team presence' },
  shortcutScanQr: { id: 'Scan QR', en: 'Scan QR' },
  shortcutApproval: { id: 'Approval', en: 'Approval' },
  keptTitle: { id: 'Menunggu sinyal', en: 'Waiting for signal' },
  keptEntry: { id: '{type} pukul {time}', en: '{type} at {time}' },
  keptHint: {
    id: 'Tersimpan di ponsel, akan dikirim saat ada sinyal',
    en: 'Saved on this phone, it will be sent when there is signal',
  },
  sendNow: { id: 'Kirim sekarang', en: 'Send now' },
  sending: { id: 'Mengirim…', en: 'Sending…' },
  refusedTitle: { id: 'Absen ditolak server', en: 'Clock entry refused by the server' },
  askManual: {
    id: 'Minta atasan Anda mencatat presensi manual untuk waktu ini.',
    en: 'Ask your supervisor to record a manual presence for this time.',
  },
  dismiss: { id: 'Tutup', en: 'Dismiss' },
} satisfies Record<string, Entry>;

/** §2 greeting: Good Morning / Good Afternoon / Good Evening (SPEC wording, same in both languages). */
export const greetingLabels = {
  'Good Morning': { id: 'Good Morning', en: 'Good Morning' },
  'Good Afternoon': { id: 'Good Afternoon', en: 'Good Afternoon' },
  'Good Evening': { id: 'Good Evening', en: 'Good Evening' },
} satisfies Record<string, Entry>;
