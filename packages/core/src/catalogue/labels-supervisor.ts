/**
 * UI labels of the supervisor screens (SPEC §2 /attendance/scan-qr, /attendance/employee-presence
 * "Supervisor Absen", /attendance/approval with tabs Presensi, Cuti, Lembur, Izin). Read with
 * `tr(entry, lang)` from ./index. Where SPEC.md names a label the Indonesian is exactly as written; the
 * rest is our wording. Fixed messages (alerts, validation) live in ./messages.
 */
import type { PresenceFlag } from '../contract/attendance';
import type { Entry } from './index';

export const supervisorLabels = {
  back: { id: 'Kembali', en: 'Back' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  close: { id: 'Tutup', en: 'Close' },
  cancel: { id: 'Batal', en: 'Cancel' },
  forbiddenTitle: { id: 'Akses ditolak', en: 'Access denied' },

  // /attendance/scan-qr
  scanTitle: { id: 'Scan QR', en: 'Scan QR' },
  scanHint: { id: 'Arahkan kamera ke QR code karyawan', en: "Point the camera at the employee's QR code" },
  cameraStarting: { id: 'Menyalakan kamera…', en: 'Starting the camera…' },
  confirmTitle: { id: 'Konfirmasi Absen', en: 'Confirm presence' },
  name: { id: 'Nama', en: 'Name' },
  shift: { id: 'Shift', en: 'Shift' },
  type: { id: 'Jenis', en: 'Type' },
  clockIn: { id: 'Absen Masuk', en: 'Clock in' },
  clockOut: { id: 'Absen Keluar', en: 'Clock out' },
  submit: { id: 'Kirim', en: 'Send' },
  scanAgain: { id: 'Scan lagi', en: 'Scan again' },

  // /attendance/employee-presence
  presenceTitle: { id: 'Supervisor Absen', en: 'Supervisor presence' },
  employee: { id: 'Karyawan', en: 'Employee' },
  chooseEmployee: { id: 'Pilih karyawan', en: 'Choose an employee' },
  noShift: { id: 'tidak ada shift', en: 'no shift' },
  time: { id: 'Waktu', en: 'Time' },
  photo: { id: 'Foto (opsional)', en: 'Photo (optional)' },
  manualWaits: {
    id: 'Absen manual menunggu persetujuan',
    en: 'A manual presence waits for approval',
  },
  save: { id: 'Simpan', en: 'Save' },
  uploading: { id: 'Mengunggah foto… {percent}%', en: 'Uploading photo… {percent}%' },

  // /attendance/approval
  approvalTitle: { id: 'Approval', en: 'Approval' },
  tabPresence: { id: 'Presensi', en: 'Presence' },
  tabLeave: { id: 'Cuti', en: 'Leave' },
  tabOvertime: { id: 'Lembur', en: 'Overtime' },
  tabPermission: { id: 'Izin', en: 'Permission' },
  /** Our fifth kind: attendance corrections. */
  tabCorrection: { id: 'Koreksi', en: 'Correction' },
  approve: { id: 'Approve', en: 'Approve' },
  reject: { id: 'Reject', en: 'Reject' },
  selectAll: { id: 'Pilih semua', en: 'Select all' },
  selectItem: { id: 'Pilih pengajuan {name}', en: 'Select the request of {name}' },
  approveSelected: { id: 'Approve terpilih ({count})', en: 'Approve selected ({count})' },
  rejectTitle: { id: 'Alasan Penolakan', en: 'Reason for rejection' },
  rejectReason: { id: 'Alasan', en: 'Reason' },
  empty: { id: 'Tidak ada pengajuan yang menunggu', en: 'No pending requests' },
  showMore: { id: 'Tampilkan lebih banyak', en: 'Show more' },
  pendingCount: { id: '{count} pengajuan menunggu', en: '{count} pending requests' },
  /** The subordinates' latest presences, where the offline / clock-skew flags show (our own wording). */
  teamPresencesTitle: { id: 'Presensi bawahan', en: 'Team presences' },
  teamPresencesEmpty: { id: 'Belum ada presensi bawahan', en: 'No team presences yet' },
} as const satisfies Record<string, Entry>;

export type SupervisorLabelKey = keyof typeof supervisorLabels;

/** Presence flags beside a presence (offline, clock-skew, corrected): for a human to look at, never a block. */
export const presenceFlagLabels = {
  offline: { id: 'Offline', en: 'Offline' },
  'clock-skew': { id: 'Jam ponsel tidak tepat', en: 'Phone clock off' },
  corrected: { id: 'Dikoreksi', en: 'Corrected' },
} satisfies Record<PresenceFlag, Entry>;
