/**
 * UI labels of the PWA shell (offline notice, update prompt, route loading, skip link, toasts). A file of its
 * own because a module is bundled whole: these are in the entry chunk of every route, the login labels are not.
 */
import type { Entry } from './index';

/** App shell: offline notice, update prompt, route loading, skip link. */
export const shellLabels = {
  appName: { id: 'Upah', en: 'Upah' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  retry: { id: 'Coba lagi', en: 'Try again' },
  skipToContent: { id: 'Langsung ke konten', en: 'Skip to content' },
  offline: {
    id: 'Anda sedang offline. Data terakhir ditampilkan.',
    en: 'You are offline. The last data is shown.',
  },
  updateAvailable: { id: 'Versi baru tersedia', en: 'A new version is available' },
  updateReload: { id: 'Muat ulang', en: 'Reload' },
  notifications: { id: 'Notifikasi', en: 'Notifications' },
  /** A toast's or notice's ×: named apart from a dialog's own "Tutup", as a notice may show inside a dialog. */
  dismissNotice: { id: 'Tutup pesan', en: 'Dismiss message' },
} satisfies Record<string, Entry>;

/** The Bahasa (default) / English switch (SPEC §2 register step 1 and terms; Profil). */
export const languageLabels = {
  language: { id: 'Bahasa', en: 'Language' },
  languageId: { id: 'Bahasa Indonesia', en: 'Bahasa Indonesia' },
  languageEn: { id: 'English', en: 'English' },
} satisfies Record<string, Entry>;
