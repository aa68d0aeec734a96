/**
 * How an approval item's detail reads (both apps' queues, the approval detail, the team presences): a presence's type
 * labelled, a correction's recorded period, any other item's detail as the server sent it. Apart from
 * ./labels-presence-type, which the screens that only show a type load without these words.
 */
import { type Entry, fill } from './index';
import { presenceTypeEntry } from './labels-presence-type';

/** The approval lists' words for an overtime's type (SPEC §9 workday, offday) and for a permission. */
const approvalDetailWords: Record<string, Entry> = {
  workday: { id: 'Lembur hari kerja', en: 'Workday overtime' },
  offday: { id: 'Lembur hari libur', en: 'Day-off overtime' },
  permission: { id: 'Izin', en: 'Permission' },
};

/** An attendance correction in a queue: its detail is the day as recorded now. */
const correctionDetail: Entry = { id: 'Koreksi (tercatat {period})', en: 'Correction (recorded {period})' };

/**
 * The detail of a list item in words: a presence's type labelled, a correction's recorded period
 * ('Koreksi (tercatat 08.01 – –)'), an overtime's type and a permission in words; a leave's category as the server
 * names it.
 */
export function itemDetailEntry(item: { readonly kind?: string; readonly detail: string }): Entry {
  if (item.kind === 'presence') return presenceTypeEntry(item.detail);
  if (item.kind === 'correction') {
    const period = { period: item.detail };
    return { id: fill(correctionDetail.id, period), en: fill(correctionDetail.en, period) };
  }
  if (item.kind === 'overtime' || item.kind === 'permission')
    return approvalDetailWords[item.detail] ?? { id: item.detail, en: item.detail };
  return { id: item.detail, en: item.detail };
}
