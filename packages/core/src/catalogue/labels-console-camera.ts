/**
 * The gate console's camera states (core rules/camera-state): what is wrong, what to do, shown on the scan screen
 * until it is fixed, and the state's word on Settings' kiosk health. Our wording, Indonesian first; the way to
 * allow the camera follows Chrome on Android's own menus (Setelan → Setelan situs → Kamera; the icon left of the
 * address → Izin). Presensi Bawahan is SPEC §2's name for manual presence.
 */
import type { CameraFault, CameraStateKind } from '../rules/camera-state';
import type { Entry } from './index';

export interface CameraFaultCopy {
  title: Entry;
  /** What happened. */
  what: Entry;
  /** What to do, in order. */
  steps: readonly Entry[];
}

export const cameraFaultLabels: Record<CameraFault, CameraFaultCopy> = {
  'not-found': {
    title: { id: 'Kamera tidak ditemukan', en: 'No camera found' },
    what: {
      id: 'Tablet ini tidak mendeteksi kamera apa pun.',
      en: 'This tablet does not detect any camera.',
    },
    steps: [
      {
        id: 'Pasang kamera USB, atau periksa kabel dan sambungannya.',
        en: 'Plug in the USB camera, or check its cable and connector.',
      },
      {
        id: 'Konsol menyalakan kamera sendiri begitu terpasang. Atau tekan Coba lagi.',
        en: 'The console starts the camera by itself once it is connected. Or press Try again.',
      },
    ],
  },
  refused: {
    title: { id: 'Izin kamera ditolak', en: 'Camera permission refused' },
    what: {
      id: 'Browser tidak mengizinkan konsol ({site}) memakai kamera.',
      en: 'The browser does not let the console ({site}) use the camera.',
    },
    steps: [
      {
        id: 'Di Chrome Android: ketuk ⋮ → Setelan → Setelan situs → Kamera → pilih {site} → Izinkan.',
        en: 'In Chrome on Android: tap ⋮ → Settings → Site settings → Camera → choose {site} → Allow.',
      },
      {
        id: 'Atau ketuk ikon gembok di kiri alamat situs → Izin → Kamera → Izinkan.',
        en: 'Or tap the lock icon left of the site address → Permissions → Camera → Allow.',
      },
      {
        id: 'Lalu tekan Coba lagi (tidak perlu memuat ulang).',
        en: 'Then press Try again (no need to reload).',
      },
    ],
  },
  lost: {
    title: { id: 'Kamera terlepas', en: 'Camera disconnected' },
    what: {
      id: 'Kamera berhenti sejak {time}: kabelnya mungkin tercabut.',
      en: 'The camera stopped at {time}: its cable may have come loose.',
    },
    steps: [
      {
        id: 'Pasang kembali kabel kamera ke tablet.',
        en: 'Plug the camera cable back into the tablet.',
      },
      {
        id: 'Konsol menyalakan kamera sendiri begitu terpasang. Atau tekan Coba lagi.',
        en: 'The console starts the camera by itself once it is connected. Or press Try again.',
      },
    ],
  },
  'in-use': {
    title: { id: 'Kamera sedang dipakai aplikasi lain', en: 'The camera is in use by another app' },
    what: {
      id: 'Kamera tidak bisa dibuka karena aplikasi atau tab lain (mis. video call, aplikasi kamera) memakainya.',
      en: 'The camera cannot be opened because another app or tab (e.g. a video call, the camera app) is using it.',
    },
    steps: [
      {
        id: 'Tutup aplikasi atau tab yang memakai kamera.',
        en: 'Close the app or tab that uses the camera.',
      },
      {
        id: 'Konsol mencoba lagi sendiri. Atau tekan Coba lagi.',
        en: 'The console tries again by itself. Or press Try again.',
      },
      {
        id: 'Jika tetap gagal, mulai ulang tablet.',
        en: 'If it still fails, restart the tablet.',
      },
    ],
  },
  stalled: {
    title: { id: 'Kamera tidak mengirim gambar', en: 'The camera sends no picture' },
    what: {
      id: 'Kamera belum mengirim gambar setelah {seconds} detik.',
      en: 'The camera has sent no picture after {seconds} seconds.',
    },
    steps: [
      {
        id: 'Jika browser menanyakan izin kamera, pilih Izinkan.',
        en: 'If the browser asks for the camera, choose Allow.',
      },
      {
        id: 'Cabut lalu pasang kembali kamera USB, kemudian tekan Coba lagi.',
        en: 'Unplug the USB camera and plug it back in, then press Try again.',
      },
      {
        id: 'Jika tetap gagal, mulai ulang tablet.',
        en: 'If it still fails, restart the tablet.',
      },
    ],
  },
  failed: {
    title: { id: 'Kamera gagal dinyalakan', en: 'The camera failed to start' },
    what: {
      id: 'Browser tidak bisa menyalakan kamera (kode: {error}).',
      en: 'The browser could not start the camera (code: {error}).',
    },
    steps: [
      { id: 'Tekan Coba lagi.', en: 'Press Try again.' },
      {
        id: 'Jika tetap gagal, buka konsol di Chrome terbaru atau mulai ulang tablet.',
        en: 'If it still fails, open the console in an up-to-date Chrome or restart the tablet.',
      },
    ],
  },
};

export const cameraStateLabels = {
  /** The region holding the state, for screen readers. */
  region: { id: 'Status kamera', en: 'Camera status' },
  whatToDo: { id: 'Yang perlu dilakukan', en: 'What to do' },
  manualHint: {
    id: 'Sementara kamera mati, catat kehadiran lewat Presensi Bawahan (perlu PIN).',
    en: 'While the camera is down, record attendance in Subordinate presence (PIN needed).',
  },
  manualLink: { id: 'Catat presensi manual', en: 'Record presence by hand' },
  /** Settings' kiosk health: the row and each state's word. */
  healthRow: { id: 'Kamera di layar scan', en: 'Camera on the scan screen' },
  healthSince: { id: '{state} (sejak {time})', en: '{state} (since {time})' },
  states: {
    starting: { id: 'sedang dinyalakan', en: 'starting' },
    running: { id: 'berjalan', en: 'running' },
    'not-found': { id: 'tidak ditemukan', en: 'not found' },
    refused: { id: 'izin ditolak', en: 'permission refused' },
    lost: { id: 'terlepas', en: 'disconnected' },
    'in-use': { id: 'dipakai aplikasi lain', en: 'in use by another app' },
    stalled: { id: 'tidak mengirim gambar', en: 'sends no picture' },
    failed: { id: 'gagal dinyalakan ({error})', en: 'failed to start ({error})' },
  } satisfies Record<CameraStateKind, Entry>,
} satisfies Record<string, Entry | Record<string, Entry>>;
