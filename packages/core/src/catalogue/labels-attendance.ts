/**
 * UI labels of the employee's attendance area (SPEC §2 "Attendance area"). Where SPEC.md names a label
 * (Absen Masuk, Absen Keluar, Ambil Foto Selfie, Pilih lewat peta, Request Remote, Izin, Pengajuan Izin,
 * History Cuti, Pengajuan Cuti, Lembur, Pengajuan Lembur, Presensi, Remote, Good Morning…) the Indonesian is
 * exactly as written; the rest is our wording. Fixed messages live in ./messages.
 *
 * This file holds what the area's frame and several of its screens show; each screen group has its own file beside
 * it (labels-attendance-home, -clock, -location, -requests), so a screen loads only the labels it shows.
 */
import type { Entry } from './index';

export const attendanceLabels = {
  areaTitle: { id: 'Absensi', en: 'Attendance' },
  back: { id: 'Kembali', en: 'Back' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  close: { id: 'Tutup', en: 'Close' },
  forbiddenTitle: { id: 'Akses tidak tersedia', en: 'Access unavailable' },
  noShiftToday: { id: 'Tidak ada shift hari ini', en: 'No shift today' },
  clockIn: { id: 'Absen Masuk', en: 'Clock In' },
  clockOut: { id: 'Absen Keluar', en: 'Clock Out' },
  submit: { id: 'Kirim', en: 'Submit' },
  uploading: { id: 'Mengunggah {percent}%', en: 'Uploading {percent}%' },
  shiftTitle: { id: 'Pengajuan Shift', en: 'Shift request' },
  date: { id: 'Tanggal', en: 'Date' },
  description: { id: 'Keterangan', en: 'Description' },
  photo: { id: 'Foto', en: 'Photo' },
} satisfies Record<string, Entry>;
