/**
 * The gate console's health words (apps/console): the calm notices of its watchdog when it restarts the camera
 * or the decoder by itself, the storage warnings of the offline queue, and the kiosk health block on Settings.
 * Our wording, Indonesian first.
 */
import type { Entry } from './index';

export const healthLabels = {
  cameraRestarted: { id: 'Kamera dinyalakan ulang', en: 'The camera was restarted' },
  decoderRestarted: { id: 'Pembaca QR dimulai ulang', en: 'The QR reader was restarted' },
  storageLow: {
    id: 'Ruang penyimpanan hampir penuh: sisa {free}. Sambungkan ke internet agar antrean terkirim.',
    en: 'Storage is almost full: {free} left. Connect to the internet so the queue is sent.',
  },
  title: { id: 'Kesehatan kiosk', en: 'Kiosk health' },
  uptime: { id: 'Berjalan sejak', en: 'Running since' },
  uptimeValue: { id: '{hours} jam {minutes} menit', en: '{hours} h {minutes} min' },
  cameraRestarts: { id: 'Kamera dinyalakan ulang', en: 'Camera restarts' },
  workerRestarts: { id: 'Pembaca QR dimulai ulang', en: 'QR reader restarts' },
  workerRecycles: { id: 'Pembaca QR disegarkan', en: 'QR reader refreshes' },
  lastError: { id: 'Gangguan terakhir', en: 'Last problem' },
  none: { id: 'Tidak ada', en: 'None' },
  memory: { id: 'Memori', en: 'Memory' },
  memoryValue: { id: 'halaman {page} · pembaca QR {decoder}', en: 'page {page} · QR reader {decoder}' },
  storage: { id: 'Penyimpanan', en: 'Storage' },
  storageValue: { id: '{used} dari {quota} terpakai', en: '{used} of {quota} used' },
  persisted: { id: 'Penyimpanan tetap: ya', en: 'Persistent storage: yes' },
  notPersisted: { id: 'Penyimpanan tetap: tidak', en: 'Persistent storage: no' },
  unknown: { id: 'tidak diketahui', en: 'unknown' },
  problems: {
    'camera-ended': { id: 'kamera berhenti', en: 'the camera stopped' },
    'camera-frozen': { id: 'gambar kamera macet', en: 'the camera froze' },
    'camera-failed': { id: 'kamera gagal dinyalakan', en: 'the camera failed to start' },
    'camera-not-found': { id: 'kamera tidak ditemukan', en: 'no camera found' },
    'camera-refused': { id: 'izin kamera ditolak', en: 'camera permission refused' },
    'camera-lost': { id: 'kamera terlepas', en: 'the camera was disconnected' },
    'camera-in-use': { id: 'kamera dipakai aplikasi lain', en: 'the camera was in use by another app' },
    'camera-stalled': { id: 'kamera tidak mengirim gambar', en: 'the camera sent no picture' },
    'worker-error': { id: 'pembaca QR berhenti', en: 'the QR reader stopped' },
    'worker-timeout': { id: 'pembaca QR tidak menjawab', en: 'the QR reader did not answer' },
  },
} satisfies Record<string, Entry | Record<string, Entry>>;
