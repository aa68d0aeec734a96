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
  shownCount: { id: '{shown} dari {total} karyawan', en: '{shown} of {total} employees' },
  /** The recap's status filter: who had at least one day of it in the month (rules/recap-status.ts). */
  statusFilter: { id: 'Ada hari', en: 'Had a day' },
  receiving: { id: 'Memuat {count} dari {total} karyawan…', en: 'Loading {count} of {total} employees…' },
  progress: { id: 'Kemajuan {file}', en: 'Progress of {file}' },
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
  dayWorked: { id: 'Bekerja {hours} jam', en: 'Worked {hours} h' },
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
  LN: { id: 'Libur nasional', en: 'National holiday' },
  CB: { id: 'Cuti bersama', en: 'Collective leave' },
  LP: { id: 'Libur perusahaan', en: 'Company holiday' },
  leave: { id: 'Cuti ({code})', en: 'Leave ({code})' },
} as const satisfies Record<string, Entry>;

/**
 * Column headers of the summary table and both exports (same order everywhere): each says what it counts and in
 * which unit, so a payroll template reads it without a guide.
 */
export const recapColumnLabels = {
  employeeNo: { id: 'No. Karyawan', en: 'Employee no.' },
  name: { id: 'Nama', en: 'Name' },
  period: { id: 'Periode', en: 'Period' },
  workdays: { id: 'Hari kerja', en: 'Workdays' },
  present: { id: 'Hadir (termasuk terlambat)', en: 'Present (late included)' },
  late: { id: 'Terlambat (hari)', en: 'Late (days)' },
  lateMinutes: { id: 'Terlambat (menit)', en: 'Late (minutes)' },
  earlyLeave: { id: 'Pulang cepat (hari)', en: 'Left early (days)' },
  earlyLeaveMinutes: { id: 'Pulang cepat (menit)', en: 'Left early (minutes)' },
  absent: { id: 'Alpa (hari)', en: 'Absent (days)' },
  permission: { id: 'Izin (hari)', en: 'Permission (days)' },
  leave: { id: '{name} ({code})', en: '{name} ({code})' },
  leaveTotal: { id: 'Cuti', en: 'Leave' },
  remote: { id: 'Remote (hari)', en: 'Remote (days)' },
  off: { id: 'Libur (hari)', en: 'Days off' },
  holidayNational: { id: 'Libur nasional (hari)', en: 'National holidays (days)' },
  holidayCollective: { id: 'Cuti bersama (hari)', en: 'Collective leave (days)' },
  holidayCompany: { id: 'Libur perusahaan (hari)', en: 'Company holidays (days)' },
  open: { id: 'Belum absen hari ini', en: 'Not in yet today' },
  noClockOut: { id: 'Tanpa absen keluar (hari)', en: 'No clock-out (days)' },
  workedHours: { id: 'Jam kerja (jam)', en: 'Hours worked (h)' },
  overtimeWorkdayHours: { id: 'Lembur hari kerja (jam)', en: 'Workday overtime (h)' },
  overtimeOffdayHours: { id: 'Lembur hari libur (jam)', en: 'Rest-day overtime (h)' },
  overtimeEquivalentHours: {
    id: 'Lembur ekuivalen PP 35/2021 (jam)',
    en: 'Overtime equivalent, PP 35/2021 (h)',
  },
  overtimePendingHours: { id: 'Lembur menunggu (jam)', en: 'Overtime pending (h)' },
  pendingRequests: { id: 'Pengajuan menunggu', en: 'Pending requests' },
  overtimeHours: { id: 'Lembur', en: 'Overtime' },
} as const satisfies Record<string, Entry>;

/** The title line above the table in both files (rules/recap-sheet.ts `recapFileHeading`; the close line: labels-month-close). */
export const recapFileLabels = {
  titleSummary: { id: 'Rekap absensi {month}', en: 'Attendance recap {month}' },
  titleDaily: { id: 'Rekap harian {month}', en: 'Daily attendance {month}' },
} as const satisfies Record<string, Entry>;
