/**
 * UI labels of the employee's attendance area (SPEC §2 "Attendance area"). Where SPEC.md names a label
 * (Absen Masuk, Absen Keluar, Ambil Foto Selfie, Pilih lewat peta, Request Remote, Izin, Pengajuan Izin,
 * History Cuti, Pengajuan Cuti, Lembur, Pengajuan Lembur, Presensi, Remote, Good Morning…) the Indonesian is
 * exactly as written; the rest is our wording. Fixed messages live in ./messages.
 */
import type { Entry } from './index';

export const attendanceLabels = {
  areaTitle: { id: 'Absensi', en: 'Attendance' },
  back: { id: 'Kembali', en: 'Back' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  retry: { id: 'Coba lagi', en: 'Try again' },
  close: { id: 'Tutup', en: 'Close' },
  forbiddenTitle: { id: 'Akses tidak tersedia', en: 'Access unavailable' },
  // Home (§2)
  todayShift: { id: 'Shift hari ini', en: "Today's shift" },
  noShiftToday: { id: 'Tidak ada shift hari ini', en: 'No shift today' },
  noShiftTodayHint: { id: 'Anda tidak perlu absen hari ini.', en: 'You do not need to clock in today.' },
  clockIn: { id: 'Absen Masuk', en: 'Clock In' },
  clockOut: { id: 'Absen Keluar', en: 'Clock Out' },
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
  supervisorShortcuts: { id: 'Menu atasan', en: 'Supervisor menu' },
  /** SPEC §2: the supervisor-only shortcuts (their screens are the supervisor feature's). */
  shortcutEmployeePresence: { id: 'Presensi Bawahan', en: 'Team presence' },
  shortcutScanQr: { id: 'Scan QR', en: 'Scan QR' },
  shortcutApproval: { id: 'Approval', en: 'Approval' },
  // Choose option (§2, §5)
  chooseTitle: { id: 'Pilih Absen', en: 'Choose attendance' },
  readiness: { id: 'Cek kesiapan', en: 'Readiness check' },
  selfClock: { id: 'Absen sendiri', en: 'Clock myself' },
  qrTitle: { id: 'QR absen', en: 'Attendance QR' },
  qrHint: {
    id: 'Tunjukkan QR ini ke atasan Anda. Kode diperbarui dalam {seconds} detik.',
    en: 'Show this QR to your supervisor. The code refreshes in {seconds} s.',
  },
  qrAlt: { id: 'QR absen {name}', en: 'Attendance QR of {name}' },
  // Clock in/out (§2, §5)
  location: { id: 'Lokasi', en: 'Location' },
  locating: { id: 'Mencari lokasi…', en: 'Finding your location…' },
  resolving: { id: 'Mencari alamat…', en: 'Looking up the address…' },
  distance: { id: '{distance} dari {office}', en: '{distance} from {office}' },
  nearby: { id: 'Dalam radius 1 km kantor', en: 'Within 1 km of an office' },
  notNearby: { id: 'Di luar radius 1 km kantor', en: 'More than 1 km from any office' },
  noOffice: { id: 'Jarak ke kantor tidak diketahui', en: 'Distance to the office unknown' },
  locationDenied: {
    id: 'Akses lokasi ditolak. Buka Pengaturan situs di browser (ikon gembok di alamat), izinkan Lokasi, lalu coba lagi.',
    en: 'Location access is denied. Open the site settings in your browser (the lock icon), allow Location, then try again.',
  },
  locationDeniedApp: {
    id: 'Akses lokasi ditolak. Buka Pengaturan HP > Aplikasi > Upah > Izin, aktifkan Lokasi, lalu coba lagi.',
    en: 'Location access is denied. Open Phone settings > Apps > Upah > Permissions, turn on Location, then try again.',
  },
  locationTimeout: {
    id: 'Lokasi tidak ditemukan dalam 5 detik. Pastikan GPS menyala.',
    en: 'Location not found within 5 seconds. Make sure GPS is on.',
  },
  locationUnavailable: { id: 'Lokasi tidak tersedia.', en: 'Location unavailable.' },
  pickOnMap: { id: 'Pilih lewat peta', en: 'Choose on the map' },
  selfie: { id: 'Foto selfie', en: 'Selfie' },
  takeSelfie: { id: 'Ambil Foto Selfie', en: 'Take a selfie' },
  retake: { id: 'Ambil ulang', en: 'Retake' },
  selfiePreview: { id: 'Foto selfie Anda', en: 'Your selfie' },
  submit: { id: 'Kirim', en: 'Submit' },
  uploading: { id: 'Mengunggah {percent}%', en: 'Uploading {percent}%' },
  offline: {
    id: 'Anda sedang offline. Data tetap tersimpan; kirim lagi saat online.',
    en: 'You are offline. Everything is kept; submit again when online.',
  },
  // Clocking with no signal (DESIGN "Offline on the phone")
  offlineWillKeep: {
    id: 'Tidak ada sinyal. Absen akan tersimpan di ponsel dan dikirim saat ada sinyal.',
    en: 'No signal. The clock entry is kept on this phone and sent when there is signal.',
  },
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
  // Selfie (§2)
  capture: { id: 'Ambil foto', en: 'Take photo' },
  cameraDenied: {
    id: 'Akses kamera ditolak. Buka pengaturan situs di browser, izinkan Kamera, lalu coba lagi.',
    en: 'Camera access is denied. Open the site settings in your browser, allow Camera, then try again.',
  },
  cameraDeniedApp: {
    id: 'Akses kamera ditolak. Buka Pengaturan HP > Aplikasi > Upah > Izin, aktifkan Kamera, lalu coba lagi.',
    en: 'Camera access is denied. Open Phone settings > Apps > Upah > Permissions, turn on Camera, then try again.',
  },
  // Map (§2)
  mapTitle: { id: 'Pilih lewat peta', en: 'Choose on the map' },
  chooseLocation: { id: 'Pilih lokasi ini', en: 'Choose this location' },
  yourPosition: { id: 'Posisi Anda', en: 'Your position' },
  // Requests (§2, §4)
  remoteTitle: { id: 'Request Remote', en: 'Request Remote' },
  permitTitle: { id: 'Izin', en: 'Permission' },
  permitRequestTitle: { id: 'Pengajuan Izin', en: 'Permission request' },
  cutiTitle: { id: 'History Cuti', en: 'Leave history' },
  cutiRequestTitle: { id: 'Pengajuan Cuti', en: 'Leave request' },
  overtimeTitle: { id: 'Lembur', en: 'Overtime' },
  overtimeRequestTitle: { id: 'Pengajuan Lembur', en: 'Overtime request' },
  shiftTitle: { id: 'Pengajuan Shift', en: 'Shift request' },
  historyTitle: { id: 'Presensi', en: 'Presence history' },
  newRequest: { id: 'Buat pengajuan', en: 'New request' },
  empty: { id: 'Belum ada data', en: 'Nothing yet' },
  loadMore: { id: 'Muat lebih banyak', en: 'Load more' },
  cancelRequest: { id: 'Batalkan', en: 'Cancel' },
  cancelConfirmTitle: { id: 'Batalkan pengajuan?', en: 'Cancel the request?' },
  cancelConfirm: { id: 'Ya, batalkan', en: 'Yes, cancel' },
  keep: { id: 'Tidak', en: 'No' },
  rejectReason: { id: 'Alasan ditolak: {reason}', en: 'Rejected because: {reason}' },
  statusPending: { id: 'Pending', en: 'Pending' },
  statusApproved: { id: 'Approved', en: 'Approved' },
  statusRejected: { id: 'Rejected', en: 'Rejected' },
  statusCanceled: { id: 'Canceled', en: 'Canceled' },
  date: { id: 'Tanggal', en: 'Date' },
  startDate: { id: 'Tanggal mulai', en: 'Start date' },
  endDate: { id: 'Tanggal selesai', en: 'End date' },
  startTime: { id: 'Jam mulai', en: 'Start time' },
  endTime: { id: 'Jam selesai', en: 'End time' },
  description: { id: 'Keterangan', en: 'Description' },
  category: { id: 'Kategori cuti', en: 'Leave category' },
  chooseCategory: { id: 'Pilih kategori', en: 'Choose a category' },
  photo: { id: 'Foto', en: 'Photo' },
  photos: { id: 'Foto (boleh lebih dari satu)', en: 'Photos (several allowed)' },
  takePhoto: { id: 'Ambil Foto', en: 'Take a photo' },
  choosePhoto: { id: 'Pilih File', en: 'Choose a file' },
  overtimeType: { id: 'Jenis lembur', en: 'Overtime type' },
  workday: { id: 'Hari kerja', en: 'Workday' },
  offday: { id: 'Hari libur', en: 'Day off' },
  masterShift: { id: 'Shift', en: 'Shift' },
  currentShift: { id: 'Shift saat ini: {name}', en: 'Current shift: {name}' },
  noApproval: {
    id: 'Belum ada approval terbuka untuk tanggal ini.',
    en: 'There is no open approval for this date.',
  },
  shiftOf: { id: 'Shift: {name}', en: 'Shift: {name}' },
  draftKept: { id: 'Draf tersimpan', en: 'Draft saved' },
  flagged: { id: 'Tanda lokasi: {flags}', en: 'Location flags: {flags}' },
} satisfies Record<string, Entry>;

export type AttendanceLabelKey = keyof typeof attendanceLabels;

/** Weekday names 0 Sunday … 6 Saturday (id-ID / en). */
export const weekdayLabels: readonly Entry[] = [
  { id: 'Minggu', en: 'Sunday' },
  { id: 'Senin', en: 'Monday' },
  { id: 'Selasa', en: 'Tuesday' },
  { id: 'Rabu', en: 'Wednesday' },
  { id: 'Kamis', en: 'Thursday' },
  { id: 'Jumat', en: 'Friday' },
  { id: 'Sabtu', en: 'Saturday' },
];

/** §2 greeting: Good Morning / Good Afternoon / Good Evening (SPEC wording, same in both languages). */
export const greetingLabels = {
  'Good Morning': { id: 'Good Morning', en: 'Good Morning' },
  'Good Afternoon': { id: 'Good Afternoon', en: 'Good Afternoon' },
  'Good Evening': { id: 'Good Evening', en: 'Good Evening' },
} satisfies Record<string, Entry>;
