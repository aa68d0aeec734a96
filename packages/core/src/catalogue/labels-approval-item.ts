/**
 * How an approval item's detail reads (both apps' queues, the approval detail, the team presences): a presence's type
 * labelled, a correction's recorded period, any other item's detail as the server sent it. Apart from
 * ./labels-presence-type, which the screens that only show a type load without these words.
 */
import { type Entry, fill } from './index';
import { presenceTypeEntry } from './labels-presence-type';

/** An attendance correction in a queue: its detail is the day as recorded now. */
const correctionDetail: Entry = { id: 'Koreksi (tercatat {period})', en: 'Correction (recorded {period})' };

/**
 * The detail of a list item in words: a presence's type labelled, a correction's recorded period
 * ('Koreksi (tercatat 08.01 – –)'), any other item's detail (leave category, overtime type) as the server sent it.
 */
export function itemDetailEntry(item: { readonly kind?: string; readonly detail: string }): Entry {
  if (item.kind === 'presence') return presenceTypeEntry(item.detail);
  if (item.kind === 'correction') {
    const period = { period: item.detail };
    return { id: fill(correctionDetail.id, period), en: fill(correctionDetail.en, period) };
  }
  return { id: item.detail, en: item.detail };
}
