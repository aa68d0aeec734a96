/**
 * UI labels of the team board (DESIGN "Team views and payroll"): the console's /team/today "Tim hari ini" and the
 * PWA's /attendance/team, the same board in both. SPEC has no such screen; the wording is ours. Each day status
 * and flag of contract/team.ts has its word here (a status is a word and a colour, never colour alone).
 */
import type { TeamDayFlag, TeamDayStatus } from '../contract/team';
import type { Entry } from './index';
import { presenceFlagLabels } from './labels-supervisor';
import { teamTitleLabel } from './labels-team-title';

export const teamLabels = {
  title: teamTitleLabel,
  /** The heading while the board shows another day than today. */
  titleOn: { id: 'Tim pada {date}', en: 'Team on {date}' },
  /** The console's top-bar group that holds the team screens. */
  menu: { id: 'Tim', en: 'Team' },
  date: { id: 'Tanggal', en: 'Date' },
  today: { id: 'Hari ini', en: 'Today' },
  updated: { id: 'diperbarui {time}', en: 'updated {time}' },
  refresh: { id: 'Muat ulang', en: 'Reload' },
  loading: { id: 'Memuat tim…', en: 'Loading the team…' },
  countsLabel: { id: 'Jumlah per status', en: 'Count per status' },
  countFilter: { id: '{status}: {count}. Tampilkan hanya ini', en: '{status}: {count}. Show only these' },
  all: { id: 'Semua', en: 'All' },
  listLabel: { id: 'Anggota tim', en: 'Team members' },
  listLabelFiltered: { id: 'Anggota tim: {status}', en: 'Team members: {status}' },
  shownCount: { id: '{shown} dari {total} orang', en: '{shown} of {total} people' },
  empty: { id: 'Belum ada bawahan langsung', en: 'No direct subordinates yet' },
  emptyFiltered: { id: 'Tidak ada yang berstatus {status}', en: 'Nobody is {status}' },
  search: { id: 'Cari nama atau no. karyawan', en: 'Search name or employee no.' },
  searchEmpty: { id: 'Tidak ada yang cocok dengan pencarian', en: 'Nobody matches the search' },
  department: { id: 'Departemen', en: 'Department' },
  workLocation: { id: 'Lokasi kerja', en: 'Work location' },
  allChoices: { id: 'Semua', en: 'All' },
  sort: { id: 'Urutkan', en: 'Sort' },
  sortName: { id: 'Nama', en: 'Name' },
  sortLate: { id: 'Paling terlambat', en: 'Most minutes late' },
  sortAbsent: { id: 'Paling banyak alpa', en: 'Most absences' },
  noShift: { id: 'Tanpa shift', en: 'No shift' },
  shiftTimes: { id: '{start}–{end}', en: '{start}–{end}' },
  clockIn: { id: 'Masuk', en: 'In' },
  clockOut: { id: 'Keluar', en: 'Out' },
  lateMinutes: { id: 'terlambat {minutes} mnt', en: '{minutes} min late' },
  earlyMinutes: { id: 'pulang {minutes} mnt lebih awal', en: 'left {minutes} min early' },
  openDay: { id: 'Lihat hari {name}', en: "See {name}'s day" },
  queued: {
    id: '{count} presensi dari konsol ini menunggu dikirim',
    en: '{count} presences from this console wait to be sent',
  },
  queuedFlag: { id: 'Menunggu dikirim', en: 'Waiting to be sent' },

  // the chart (stacked bars per shift) and its table
  chartTitle: { id: 'Status per shift', en: 'Status per shift' },
  chartSummary: {
    id: '{people} orang · {shifts} jenis shift',
    en: '{people} people · shifts: {shifts}',
  },
  chartTable: { id: 'Tabel angka', en: 'Table of figures' },
  chartShift: { id: 'Shift', en: 'Shift' },
  chartTotal: { id: 'Jumlah', en: 'Total' },

  // a person's day
  dayTitle: { id: '{name}, {date}', en: '{name}, {date}' },
  status: { id: 'Status', en: 'Status' },
  shift: { id: 'Shift', en: 'Shift' },
  presenceType: { id: 'Jenis presensi', en: 'Presence type' },
  place: { id: 'Tempat', en: 'Place' },
  placeOffice: { id: 'Di area kantor', en: 'At the office' },
  placeOutside: { id: 'Di luar area kantor', en: 'Outside the office area' },
  placeUnknown: { id: 'Tidak diketahui', en: 'Not known' },
  photoAlt: { id: 'Foto absen masuk {name}', en: "{name}'s clock-in photo" },
  noPhoto: { id: 'Tidak ada foto', en: 'No photo' },
  request: { id: 'Pengajuan', en: 'Request' },
  noRequest: { id: 'Tidak ada pengajuan', en: 'No request' },
  requestKindLeave: { id: 'Cuti', en: 'Leave' },
  requestKindPermission: { id: 'Izin', en: 'Permission' },
  requestKindRemote: { id: 'Remote', en: 'Remote' },
  requestPeriod: { id: '{from} – {to}', en: '{from} – {to}' },
  flags: { id: 'Catatan', en: 'Notes' },
  close: { id: 'Tutup', en: 'Close' },
  none: { id: '–', en: '–' },
} as const satisfies Record<string, Entry>;

/** Each day status in words (contract/team.ts TEAM_DAY_STATUSES). */
export const teamStatusLabels = {
  not_started: { id: 'Belum mulai', en: 'Not started' },
  not_yet: { id: 'Belum absen', en: 'Not in yet' },
  present: { id: 'Hadir', en: 'Present' },
  late: { id: 'Terlambat', en: 'Late' },
  absent: { id: 'Alpa', en: 'Absent' },
  leave: { id: 'Cuti', en: 'On leave' },
  permission: { id: 'Izin', en: 'Permission' },
  remote: { id: 'Remote', en: 'Remote' },
  holiday: { id: 'Hari libur', en: 'Holiday' },
  off: { id: 'Libur', en: 'Day off' },
} satisfies Record<TeamDayStatus, Entry>;

/** Each flag of a day in words (contract/team.ts TEAM_DAY_FLAGS): for a human to look at, never a status. */
export const teamFlagLabels = {
  'no-clock-out': { id: 'Belum absen keluar', en: 'No clock-out' },
  'pending-request': { id: 'Ada pengajuan menunggu', en: 'Request pending' },
  ...presenceFlagLabels,
  'outside-geofence': { id: 'Di luar area kantor', en: 'Outside the office area' },
  'clocked-in-on-leave': { id: 'Absen saat cuti', en: 'Clocked in on leave' },
} satisfies Record<TeamDayFlag, Entry>;
