/**
 * Indonesia's national holidays and cuti bersama (collective leave) per year, as data with their source
 * (DESIGN "Time and calendar"). The government sets them each year by a joint decree (SKB) of the Minister of
 * Religious Affairs, the Minister of Manpower and the Minister of Administrative and Bureaucratic Reform; a year
 * not listed here has no national calendar, and every answer says so (rules/calendar.ts): it is never guessed.
 *
 * 2026: SKB Menteri Agama, Menteri Ketenagakerjaan dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025,
 * Nomor 5 Tahun 2025 (signed in Jakarta on 19 September 2025): 17 national holidays and 8 days of cuti bersama.
 * Names are catalogue entries (catalogue/labels-calendar.ts).
 */

import type { Entry } from '../catalogue/index';
import { calendarSourceLabels, holidayNameLabels as n } from '../catalogue/labels-calendar';

export interface NationalDay {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** `national`: libur nasional; `collective`: cuti bersama. */
  readonly kind: 'national' | 'collective';
  readonly name: Entry;
}

export interface NationalCalendar {
  readonly year: number;
  /** The decree the days come from. */
  readonly source: Entry;
  /** By date. */
  readonly days: readonly NationalDay[];
}

const national = (date: string, name: Entry): NationalDay => ({ date, kind: 'national', name });
const collective = (date: string, name: Entry): NationalDay => ({ date, kind: 'collective', name });

const CALENDAR_2026: NationalCalendar = {
  year: 2026,
  source: calendarSourceLabels.skb2026,
  days: [
    national('2026-01-01', n.newYear2026),
    national('2026-01-16', n.israMiraj),
    collective('2026-02-16', n.chineseNewYear),
    national('2026-02-17', n.chineseNewYear2577),
    collective('2026-03-18', n.nyepi),
    national('2026-03-19', n.nyepi1948),
    collective('2026-03-20', n.eidAlFitr),
    national('2026-03-21', n.eidAlFitr1447),
    national('2026-03-22', n.eidAlFitr1447),
    collective('2026-03-23', n.eidAlFitr),
    collective('2026-03-24', n.eidAlFitr),
    national('2026-04-03', n.goodFriday),
    national('2026-04-05', n.easter),
    national('2026-05-01', n.labourDay),
    national('2026-05-14', n.ascension),
    collective('2026-05-15', n.ascension),
    national('2026-05-27', n.eidAlAdha1447),
    collective('2026-05-28', n.eidAlAdha),
    national('2026-05-31', n.vesak2570),
    national('2026-06-01', n.pancasila),
    national('2026-06-16', n.islamicNewYear1448),
    national('2026-08-17', n.independence),
    national('2026-08-25', n.prophetBirthday),
    collective('2026-12-24', n.christmas),
    national('2026-12-25', n.christmas),
  ],
};

/** Every year with a national calendar, by year. */
export const NATIONAL_CALENDARS: Readonly<Record<number, NationalCalendar>> = { 2026: CALENDAR_2026 };
