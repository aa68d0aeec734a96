/**
 * The company calendar (DESIGN "Time and calendar"): the names of Indonesia's national holidays and cuti bersama
 * as the joint decree lists them (rules/national-calendar.ts holds the dates and the source), the words of each
 * kind of day, and the console's Pengaturan section where HR keeps the company's own days. Our wording apart from
 * the holidays' names. Read with `tr(entry, lang)`.
 */
import type { Entry } from './index';

/** The joint decree a year's national calendar comes from. */
export const calendarSourceLabels = {
  skb2026: {
    id: 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, dan Nomor 5 Tahun 2025 tentang Hari Libur Nasional dan Cuti Bersama Tahun 2026',
    en: 'Joint decree of the Minister of Religious Affairs, the Minister of Manpower and the Minister of Administrative and Bureaucratic Reform No. 1497, 2 and 5 of 2025 on the national holidays and collective leave of 2026',
  },
} as const satisfies Record<string, Entry>;

/** Holiday names (national holidays and the holidays a cuti bersama day goes with). */
export const holidayNameLabels = {
  newYear2026: { id: 'Tahun Baru 2026 Masehi', en: "New Year's Day 2026" },
  israMiraj: { id: 'Isra Mikraj Nabi Muhammad SAW', en: "Isra Mi'raj of the Prophet Muhammad" },
  chineseNewYear2577: { id: 'Tahun Baru Imlek 2577 Kongzili', en: 'Chinese New Year 2577' },
  chineseNewYear: { id: 'Tahun Baru Imlek', en: 'Chinese New Year' },
  nyepi1948: { id: 'Hari Suci Nyepi (Tahun Baru Saka 1948)', en: 'Day of Silence (Saka New Year 1948)' },
  nyepi: { id: 'Hari Suci Nyepi', en: 'Day of Silence' },
  eidAlFitr1447: { id: 'Idul Fitri 1447 H', en: 'Eid al-Fitr 1447 H' },
  eidAlFitr: { id: 'Idul Fitri', en: 'Eid al-Fitr' },
  goodFriday: { id: 'Wafat Yesus Kristus', en: 'Good Friday' },
  easter: { id: 'Paskah', en: 'Easter Sunday' },
  labourDay: { id: 'Hari Buruh Internasional', en: 'International Labour Day' },
  ascension: { id: 'Kenaikan Yesus Kristus', en: 'Ascension Day' },
  eidAlAdha1447: { id: 'Idul Adha 1447 H', en: 'Eid al-Adha 1447 H' },
  eidAlAdha: { id: 'Idul Adha', en: 'Eid al-Adha' },
  vesak2570: { id: 'Hari Raya Waisak 2570 BE', en: 'Vesak Day 2570 BE' },
  pancasila: { id: 'Hari Lahir Pancasila', en: 'Pancasila Day' },
  islamicNewYear1448: { id: 'Tahun Baru Islam 1448 H', en: 'Islamic New Year 1448 H' },
  independence: { id: 'Hari Kemerdekaan RI', en: 'Independence Day' },
  prophetBirthday: { id: 'Maulid Nabi Muhammad SAW', en: "The Prophet Muhammad's Birthday" },
  christmas: { id: 'Natal', en: 'Christmas' },
} as const satisfies Record<string, Entry>;

/** Each kind of calendar day, and the same with the day's name. */
export const calendarKindLabels = {
  national: { id: 'Libur nasional', en: 'National holiday' },
  collective: { id: 'Cuti bersama', en: 'Collective leave' },
  company: { id: 'Libur perusahaan', en: 'Company holiday' },
} as const satisfies Record<string, Entry>;

export const calendarDayLabels = {
  national: { id: 'Libur nasional: {name}', en: 'National holiday: {name}' },
  collective: { id: 'Cuti bersama: {name}', en: 'Collective leave: {name}' },
  company: { id: 'Libur perusahaan: {name}', en: 'Company holiday: {name}' },
} as const satisfies Record<string, Entry>;

/** The employee's attendance home on a calendar day. */
export const calendarTodayLabels = {
  national: { id: 'Hari ini libur nasional: {name}', en: 'Today is a national holiday: {name}' },
  collective: { id: 'Hari ini cuti bersama: {name}', en: 'Today is collective leave: {name}' },
  company: { id: 'Hari ini libur perusahaan: {name}', en: 'Today is a company holiday: {name}' },
} as const satisfies Record<string, Entry>;

export const calendarLabels = {
  /** HR's warning on the board and the recap: a year the app holds no national calendar for. */
  unknownYear: {
    id: 'Kalender libur nasional {year} belum tersedia. Libur nasional dan cuti bersama {year} belum dihitung: hari itu tercatat sebagai hari kerja biasa.',
    en: 'The national holiday calendar of {year} is not available yet. National holidays and collective leave of {year} are not counted: those days count as ordinary workdays.',
  },
  // the console's Pengaturan: the company's own days
  sectionTitle: { id: 'Kalender perusahaan', en: 'Company calendar' },
  year: { id: 'Tahun', en: 'Year' },
  source: { id: 'Sumber: {source}', en: 'Source: {source}' },
  noSource: {
    id: 'Belum ada kalender libur nasional untuk {year}.',
    en: 'There is no national holiday calendar for {year} yet.',
  },
  listLabel: { id: 'Hari libur {year}', en: 'Holidays of {year}' },
  empty: { id: 'Belum ada hari libur.', en: 'No holidays yet.' },
  date: { id: 'Tanggal', en: 'Date' },
  name: { id: 'Nama hari libur', en: 'Holiday name' },
  kind: { id: 'Jenis', en: 'Kind' },
  add: { id: 'Tambah libur perusahaan', en: 'Add company holiday' },
  added: { id: '{name} ditambahkan.', en: '{name} added.' },
  remove: { id: 'Hapus {name}', en: 'Remove {name}' },
  removeShort: { id: 'Hapus', en: 'Remove' },
  actions: { id: 'Tindakan', en: 'Actions' },
  removed: { id: '{name} dihapus.', en: '{name} removed.' },
  loading: { id: 'Memuat kalender…', en: 'Loading the calendar…' },
} as const satisfies Record<string, Entry>;

/**
 * Why HR's company day is refused (rules/calendar.ts `companyDayCheck`; the mock answers them as 400/404/409). Kept
 * here rather than in messages.ts: only the console's Pengaturan and the mock show them, and messages.ts travels in
 * every page of the PWA.
 */
export const calendarMessages = {
  /** Not a day of the calendar (2026-02-30) or not a date at all. */
  dateInvalid: { id: 'Tanggal tidak valid', en: 'The date is not valid' },
  nameRequired: { id: 'Nama hari libur wajib diisi', en: 'The holiday name is required' },
  nameTooLong: {
    id: 'Nama hari libur paling banyak {max} karakter',
    en: 'The holiday name can be at most {max} characters',
  },
  isNational: {
    id: 'Tanggal {date} sudah libur nasional atau cuti bersama: {name}',
    en: '{date} is already a national holiday or collective leave: {name}',
  },
  exists: { id: 'Tanggal {date} sudah menjadi libur perusahaan', en: '{date} is already a company holiday' },
  notFound: { id: 'Tanggal {date} bukan libur perusahaan', en: '{date} is not a company holiday' },
} as const satisfies Record<string, Entry>;
