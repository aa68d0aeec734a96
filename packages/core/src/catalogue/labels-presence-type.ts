/**
 * How each presence type reads on screen (SPEC §3 presenceType: self, remote, manual, qr): the attendance home's
 * summary, the presence history, the approval lists and the supervisor's team presences of both apps, never the
 * raw value. 'Absen sendiri' and 'Remote' are SPEC's own words for the self clock-in and remote work. Its own
 * file: the screens that show a type take these four words without a whole area's labels (an approval item's detail
 * is ./labels-approval-item.ts).
 */
import type { PresenceType } from '../contract/attendance';
import type { Entry } from './index';

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
