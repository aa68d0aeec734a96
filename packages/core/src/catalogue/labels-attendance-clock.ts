/** Labels of clocking in and out (SPEC §2 "Attendance area"): choose, the QR, the selfie (Ambil Foto Selfie), the map. */
import type { Entry } from './index';

export const attendanceClockLabels = {
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
  selfie: { id: 'Foto selfie', en: 'Selfie' },
  takeSelfie: { id: 'Ambil Foto Selfie', en: 'Take a selfie' },
  retake: { id: 'Ambil ulang', en: 'Retake' },
  selfiePreview: { id: 'Foto selfie Anda', en: 'Your selfie' },
  // Clocking with no signal (DESIGN "Offline on the phone")
  offlineWillKeep: {
    id: 'Tidak ada sinyal. Absen akan tersimpan di ponsel dan dikirim saat ada sinyal.',
    en: 'No signal. The clock entry is kept on this phone and sent when there is signal.',
  },
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
  mapArea: {
    id: 'Peta. Ketuk untuk memilih lokasi, geser atau perbesar untuk menjelajah.',
    en: 'Map. Tap to choose a location, drag or zoom to look around.',
  },
  mapZoomIn: { id: 'Perbesar', en: 'Zoom in' },
  mapZoomOut: { id: 'Perkecil', en: 'Zoom out' },
  shiftOf: { id: 'Shift: {name}', en: 'Shift: {name}' },
  /** DESIGN "Evidence": a second phone waits for the supervisor (the server answers a clock-in with the same words). */
  deviceNotApproved: {
    id: 'Perangkat ini belum disetujui atasan Anda',
    en: 'Your supervisor has not approved this device yet',
  },
} satisfies Record<string, Entry>;
