/**
 * How each presence type reads on screen (SPEC §3 presenceType: self, remote, manual, qr): the attendance home's
 * summary, the presence history, the approval lists and the supervisor's team presences of both apps, never the
 * raw value. 'Absen sendiri' and 'Remote' are SPEC's own words for the self clock-in and remote work. Its own
 * file: the screens that show a type take these four words without a whole area's labels.
 */
import type { PresenceType } from '../contract/attendance';
import { type Entry, fill } from './index';
import { correctionLabels } from './labels-correction';

export const presenceTypeLabels = {
  self: { id: 'Absen sendiri', en: 'Self clock-in' },
  remote: { id: 'Remote', en: 'Remote' },
  manual: { id: 'Manual oleh atasan', en: 'Manual by supervisor' },
  qr: { id: 'Scan QR', en: 'QR scan' },
} satisfies Record<PresenceType, Entry>;

/** The entry for a type as the server sent it; an unknown value reads as itself. */
export function presenceTypeEntry(type: string): Entry {
  return (presenceTypeLabels as Record<string, Entry>)[type] ?? { id: type, en: type };
}

/**
 * The detail of a list item in words: a presence's type labelled, a correction's recorded period
 * ('Koreksi (tercatat 08.01 – –)'), any other item's detail (leave category, overtime type) as the server sent it.
 */
export function itemDetailEntry(item: { readonly kind?: string; readonly detail: string }): Entry {
  if (item.kind === 'presence') return presenceTypeEntry(item.detail);
  if (item.kind === 'correction') {
    const period = { period: item.detail };
    return { id: fill(correctionLabels.detail.id, period), en: fill(correctionLabels.detail.en, period) };
  }
  return { id: item.detail, en: item.detail };
}
