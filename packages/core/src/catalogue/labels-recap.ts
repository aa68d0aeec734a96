/**
 * Labels of the month recap (console /team/recap "Rekap bulanan", its exports, and the employee's month on the
 * PWA's /attendance/presence-history). Our wording: SPEC has no recap. Read with `tr(entry, lang)`.
 */
import type { Entry } from './index';

export const recapLabels = {
  title: { id: 'Rekap bulanan', en: 'Monthly recap' },
  month: { id: 'Bulan', en: 'Month' },
  loading: { id: 'Memuat rekap…', en: 'Loading the recap…' },
  close: { id: 'Tutup', en: 'Close' },
  summaryTab: { id: 'Ringkasan', en: 'Summary' },
  gridTab: { id: 'Harian', en: 'Daily' },
  views: { id: 'Tampilan rekap', en: 'Recap view' },
  name: { id: 'Nama', en: 'Name' },
  total: { id: 'Total', en: 'Total' },
  employees: { id: '{count} karyawan', en: '{count} employees' },
  sortBy: { id: 'Urutkan menurut {column}', en: 'Sort by {column}' },
  empty: { id: 'Belum ada bawahan untuk direkap.', en: 'No subordinates to recap yet.' },
  downloadExcel: { id: 'Unduh Excel', en: 'Download Excel' },
  downloadCsv: { id: 'Unduh CSV', en: 'Download CSV' },
  separator: { id: 'Pemisah CSV', en: 'CSV separator' },
  separatorComma: { id: 'Koma (,)', en: 'Comma (,)' },
  separatorSemicolon: {
    id: 'Titik koma (;) untuk Excel berbahasa Indonesia',
    en: 'Semicolon (;) for Excel in Indonesian',
  },
  preparing: { id: 'Menyiapkan {file}…', en: 'Preparing {file}…' },
  downloaded: { id: 'File {file} sudah diunduh.', en: 'File {file} downloaded.' },
  legend: { id: 'Keterangan kode', en: 'Code legend' },
  gridCaption: { id: 'Kode harian per karyawan, {month}', en: 'Daily codes per employee, {month}' },
  tableCaption: { id: 'Ringkasan per karyawan, {month}', en: 'Summary per employee, {month}' },
  sheetSummary: { id: 'Rekap', en: 'Rekap' },
  sheetDaily: { id: 'Harian', en: 'Harian' },
  openEmployee: { id: 'Lihat bulan {name}', en: "See {name}'s month" },
  employeeMonth: { id: '{name}: {month}', en: '{name}: {month}' },
  dayNoShift: { id: 'Tidak ada shift', en: 'No shift' },
  dayIn: { id: 'Masuk {time}', en: 'In {time}' },
  dayOut: { id: 'Keluar {time}', en: 'Out {time}' },
  dayLate: { id: 'Terlambat {minutes} menit', en: '{minutes} minutes late' },
  dayEarly: { id: 'Pulang cepat {minutes} menit', en: 'Left {minutes} minutes early' },
  dayOvertime: { id: 'Lembur {hours} jam ({status})', en: 'Overtime {hours} h ({status})' },
  dayRequest: { id: '{kind}: {description} ({status})', en: '{kind}: {description} ({status})' },
  statusApproved: { id: 'disetujui', en: 'approved' },
  statusPending: { id: 'menunggu', en: 'pending' },
  kindLeave: { id: 'Cuti', en: 'Leave' },
  kindPermission: { id: 'Izin', en: 'Permission' },
  kindRemote: { id: 'Remote', en: 'Remote' },
  capWarning: {
    id: 'Perhatian: lembur hari kerja menjadi {day} jam hari itu dan {week} jam minggu itu (batas PP 35/2021 pasal 26: 4 jam sehari, 18 jam seminggu). Tetap bisa disetujui.',
    en: 'Note: workday overtime becomes {day} h that day and {week} h that week (PP 35/2021 art. 26 limit: 4 h a day, 18 h a week). It can still be approved.',
  },

  // the employee's own month on /attendance/presence-history
  myMonth: { id: 'Bulan ini', en: 'This month' },
  myMonthOf: { id: 'Rekap {month}', en: 'Recap {month}' },
  minutesShort: { id: '{minutes} mnt', en: '{minutes} min' },
  hoursShort: { id: '{hours} jam', en: '{hours} h' },
} as const satisfies Record<string, Entry>;

/** A day code's word (the legend, the grid's accessible names): never colour alone. */
export const recapCodeLabels = {
  H: { id: 'Hadir', en: 'Present' },
  T: { id: 'Terlambat', en: 'Late' },
  A: { id: 'Alpa', en: 'Absent' },
  I: { id: 'Izin', en: 'Permission' },
  R: { id: 'Remote', en: 'Remote' },
  L: { id: 'Libur', en: 'Day off' },
  B: { id: 'Belum', en: 'Not yet' },
  leave: { id: 'Cuti ({code})', en: 'Leave ({code})' },
} as const satisfies Record<string, Entry>;

/** Column headers of the summary table and both exports (same order everywhere). */
export const recapColumnLabels = {
  workdays: { id: 'Hari kerja', en: 'Workdays' },
  present: { id: 'Hadir', en: 'Present' },
  late: { id: 'Terlambat', en: 'Late' },
  lateMinutes: { id: 'Menit terlambat', en: 'Minutes late' },
  earlyLeave: { id: 'Pulang cepat', en: 'Left early' },
  earlyLeaveMinutes: { id: 'Menit pulang cepat', en: 'Minutes left early' },
  absent: { id: 'Alpa', en: 'Absent' },
  permission: { id: 'Izin', en: 'Permission' },
  leave: { id: 'Cuti {code}', en: 'Leave {code}' },
  leaveTotal: { id: 'Cuti', en: 'Leave' },
  remote: { id: 'Remote', en: 'Remote' },
  off: { id: 'Libur', en: 'Days off' },
  open: { id: 'Belum', en: 'Not yet' },
  noClockOut: { id: 'Tanpa absen keluar', en: 'No clock-out' },
  overtimeWorkdayHours: { id: 'Lembur hari kerja (jam)', en: 'Workday overtime (h)' },
  overtimeOffdayHours: { id: 'Lembur hari libur (jam)', en: 'Rest-day overtime (h)' },
  overtimeEquivalentHours: { id: 'Jam lembur ekuivalen', en: 'Overtime equivalent hours' },
  overtimePendingHours: { id: 'Lembur menunggu (jam)', en: 'Overtime pending (h)' },
  pendingRequests: { id: 'Pengajuan menunggu', en: 'Pending requests' },
  overtimeHours: { id: 'Lembur', en: 'Overtime' },
} as const satisfies Record<string, Entry>;
