/** Labels of the location block the clock and the remote request show (SPEC §2 "Pilih lewat peta"). */
import type { Entry } from './index';
import { locationFrameLabels } from './labels-attendance-location-frame';

export const attendanceLocationLabels = {
  // Clock in/out (§2, §5)
  location: locationFrameLabels.location,
  locating: locationFrameLabels.locating,
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
} satisfies Record<string, Entry>;
