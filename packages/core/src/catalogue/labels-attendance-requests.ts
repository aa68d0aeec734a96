/** Labels of the request lists and forms (SPEC §2: Request Remote, Izin, Pengajuan Izin, History Cuti, Pengajuan Cuti,
 * Lembur, Pengajuan Lembur, Pengajuan Shift, Presensi). */
import type { Entry } from './index';

export const attendanceRequestLabels = {
  offline: {
    id: 'Anda sedang offline. Data tetap tersimpan; kirim lagi saat online.',
    en: 'You are offline. Everything is kept; submit again when online.',
  },
  // Requests (§2, §4)
  remoteTitle: { id: 'Request Remote', en: 'Request Remote' },
  permitTitle: { id: 'Izin', en: 'Permission' },
  permitRequestTitle: { id: 'Pengajuan Izin', en: 'Permission request' },
  cutiTitle: { id: 'History Cuti', en: 'Leave history' },
  cutiRequestTitle: { id: 'Pengajuan Cuti', en: 'Leave request' },
  overtimeTitle: { id: 'Lembur', en: 'Overtime' },
  overtimeRequestTitle: { id: 'Pengajuan Lembur', en: 'Overtime request' },
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
  startDate: { id: 'Tanggal mulai', en: 'Start date' },
  endDate: { id: 'Tanggal selesai', en: 'End date' },
  startTime: { id: 'Jam mulai', en: 'Start time' },
  endTime: { id: 'Jam selesai', en: 'End time' },
  category: { id: 'Kategori cuti', en: 'Leave category' },
  chooseCategory: { id: 'Pilih kategori', en: 'Choose a category' },
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
  draftKept: { id: 'Draf tersimpan', en: 'Draft saved' },
  flagged: { id: 'Tanda lokasi: {flags}', en: 'Location flags: {flags}' },
} satisfies Record<string, Entry>;

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
