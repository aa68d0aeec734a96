/**
 * UI labels of the gate console (apps/console). Our wording, Indonesian first, except
 * "sudah tercatat" (the issue's own words) and the SPEC §2 names Presensi Bawahan, Approval, Presensi, Cuti,
 * Lembur, Izin. Fixed messages (errors, 'Absen karyawan success', 'QR code is not valid!') live in ./messages.
 */
import type { Entry } from './index';

export const consoleLabels = {
  appName: { id: 'Upah Konsol', en: 'Upah Console' },
  loginIntro: {
    id: 'Masuk sebagai supervisor dengan nomor HP dan password Anda.',
    en: 'Log in as a supervisor with your phone number and password.',
  },
  notSupervisor: {
    id: 'Konsol ini hanya untuk supervisor.',
    en: 'This console is for supervisors only.',
  },
  loading: { id: 'Memuat…', en: 'Loading…' },
  menu: { id: 'Menu supervisor', en: 'Supervisor menu' },
  scan: { id: 'Mode Scan', en: 'Scan mode' },
  manual: { id: 'Presensi Bawahan', en: 'Subordinate presence' },
  approvals: { id: 'Approval', en: 'Approvals' },
  settings: { id: 'Pengaturan', en: 'Settings' },
  logout: { id: 'Keluar', en: 'Log out' },
  backToScan: { id: 'Kembali ke scan', en: 'Back to scanning' },
  desk: { id: 'Mode meja', en: 'Desk mode' },
  deskNav: { id: 'Menu meja', en: 'Desk menu' },
  corrections: { id: 'Koreksi', en: 'Corrections' },
  /** The sign-in screen says where the tablet opens (rules/console-mode.ts). */
  opensAuto: {
    id: 'Tablet ini membuka Mode meja untuk HR dan Mode Scan untuk supervisor.',
    en: 'This tablet opens desk mode for HR and scan mode for supervisors.',
  },
  opensGate: {
    id: 'Tablet ini membuka Mode Scan: kamera untuk QR karyawan.',
    en: "This tablet opens scan mode: the camera reads employees' QR codes.",
  },
  opensDesk: {
    id: 'Tablet ini membuka Mode meja: tanpa kamera, dengan Tim hari ini, Rekap bulanan dan Approval.',
    en: 'This tablet opens desk mode: no camera, with Team today, Monthly recap and Approvals.',
  },
} satisfies Record<string, Entry>;

export const scanLabels = {
  aim: { id: 'Arahkan QR code ke kamera', en: 'Hold the QR code up to the camera' },
  todayCount: { id: 'Tercatat hari ini', en: 'Recorded today' },
  pendingSync: { id: 'Menunggu sinkron', en: 'Waiting to sync' },
  failedSync: { id: 'Gagal dikirim', en: 'Failed to send' },
  offline: {
    id: 'Offline: scan tetap diterima dan dikirim nanti',
    en: 'Offline: scans are kept and sent later',
  },
  clockIn: { id: 'Absen Masuk', en: 'Clock in' },
  clockOut: { id: 'Absen Keluar', en: 'Clock out' },
  shift: { id: 'Shift', en: 'Shift' },
  time: { id: 'Jam', en: 'Time' },
  queued: { id: 'Menunggu sinkron', en: 'Waiting to sync' },
  alreadyRecorded: { id: 'sudah tercatat', en: 'already recorded' },
  invalidTitle: { id: 'QR ditolak', en: 'QR refused' },
  cameraStarting: { id: 'Menyalakan kamera…', en: 'Starting the camera…' },
  camera: { id: 'Kamera', en: 'Camera' },
} satisfies Record<string, Entry>;

export const pinLabels = {
  createTitle: { id: 'Buat PIN supervisor', en: 'Create the supervisor PIN' },
  createHint: {
    id: 'PIN melindungi menu supervisor di tablet ini. 4 sampai 8 angka, bukan password Anda.',
    en: 'The PIN guards the supervisor menu on this tablet. 4 to 8 digits, not your password.',
  },
  enterTitle: { id: 'Masukkan PIN supervisor', en: 'Enter the supervisor PIN' },
  pin: { id: 'PIN', en: 'PIN' },
  repeat: { id: 'Ulangi PIN', en: 'Repeat the PIN' },
  save: { id: 'Simpan PIN', en: 'Save PIN' },
  unlock: { id: 'Buka', en: 'Unlock' },
  cancel: { id: 'Batal', en: 'Cancel' },
  lock: { id: 'Kunci', en: 'Lock' },
  format: { id: 'PIN harus 4 sampai 8 angka', en: 'The PIN must be 4 to 8 digits' },
  mismatch: { id: 'PIN tidak sama', en: 'The PINs do not match' },
  wrong: { id: 'PIN salah. Sisa {left} percobaan.', en: 'Wrong PIN. {left} tries left.' },
  lockedOut: {
    id: 'Terlalu banyak percobaan. Coba lagi dalam {seconds} detik.',
    en: 'Too many tries. Try again in {seconds} seconds.',
  },
} satisfies Record<string, Entry>;

export const settingsLabels = {
  camera: { id: 'Kamera', en: 'Camera' },
  back: { id: 'Kamera belakang', en: 'Back camera' },
  front: { id: 'Kamera depan', en: 'Front camera' },
  torch: { id: 'Senter', en: 'Torch' },
  torchUnsupported: { id: 'Kamera ini tidak punya senter', en: 'This camera has no torch' },
  sound: { id: 'Bunyi saat scan', en: 'Sound on scan' },
  tabletMode: { id: 'Mode tablet', en: 'Tablet mode' },
  modeAuto: {
    id: 'Otomatis: HR di meja, supervisor di gerbang',
    en: 'Automatic: HR at a desk, supervisors at the gate',
  },
  modeGate: { id: 'Gerbang: Mode Scan dengan kamera', en: 'Gate: scan mode with the camera' },
  modeDesk: { id: 'Meja: tanpa kamera', en: 'Desk: no camera' },
  modeHint: {
    id: 'Berlaku sekarang dan setiap kali masuk di tablet ini.',
    en: 'Applies now and at every sign-in on this tablet.',
  },
  scanSection: { id: 'Mode Scan', en: 'Scan mode' },
} satisfies Record<string, Entry>;

export const manualLabels = {
  search: { id: 'Cari nama', en: 'Search by name' },
  subordinate: { id: 'Bawahan langsung', en: 'Direct subordinates' },
  type: { id: 'Jenis absen', en: 'Type' },
  time: { id: 'Jam', en: 'Time' },
  photo: { id: 'Foto (opsional)', en: 'Photo (optional)' },
  submit: { id: 'Simpan presensi', en: 'Save presence' },
  noShift: { id: 'Tidak ada shift hari ini', en: 'No shift today' },
  waiting: { id: 'Menunggu sinkron', en: 'Waiting to sync' },
} satisfies Record<string, Entry>;

export const approvalLabels = {
  tabs: [
    { id: 'Presensi', en: 'Presence' },
    { id: 'Cuti', en: 'Leave' },
    { id: 'Lembur', en: 'Overtime' },
    { id: 'Izin', en: 'Permission' },
    { id: 'Koreksi', en: 'Correction' },
  ],
  filterEmployee: { id: 'Filter karyawan', en: 'Filter by employee' },
  filterDate: { id: 'Tanggal', en: 'Date' },
  selectAll: { id: 'Pilih semua', en: 'Select all' },
  select: { id: 'Pilih {name}', en: 'Select {name}' },
  approve: { id: 'Approve', en: 'Approve' },
  reject: { id: 'Reject', en: 'Reject' },
  approveSelected: { id: 'Approve terpilih ({count})', en: 'Approve selected ({count})' },
  rejectSelected: { id: 'Reject terpilih ({count})', en: 'Reject selected ({count})' },
  reason: { id: 'Alasan penolakan', en: 'Rejection reason' },
  reasonFor: { id: 'Alasan untuk {name}', en: 'Reason for {name}' },
  sendReject: { id: 'Kirim penolakan', en: 'Send rejection' },
  cancel: { id: 'Batal', en: 'Cancel' },
  empty: { id: 'Tidak ada pengajuan pending', en: 'No pending requests' },
  count: { id: '{count} pending', en: '{count} pending' },
  shortcuts: {
    id: 'Pintasan: ↑/↓ pindah, Spasi pilih, A approve, R reject, Ctrl+A pilih semua',
    en: 'Shortcuts: ↑/↓ move, Space select, A approve, R reject, Ctrl+A select all',
  },
} as const;
