/**
 * How each presence type reads on screen (SPEC §3 presenceType: self, remote, manual, qr): the attendance home's
 * summary, the presence history, the approval lists and the supervisor's team presences of both apps, never the
 * raw value. 'Absen sendiri' and 'Remote' are SPEC's own words for the self clock-in and remote work. Its own
 * file: the screens that show a type take these four words without a whole area's labels.
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

/** The approval lists' words for an overtime's type (SPEC §9 workday, offday) and for a permission. */
export const approvalDetailWords = {
  workday: { id: 'Lembur hari kerja', en: 'Workday overtime' },
  offday: { id: 'Lembur hari libur', en: 'Day-off overtime' },
  permission: { id: 'Izin', en: 'Permission' },
} satisfies Record<string, Entry>;

/**
 * The detail of a list item in words, never a raw value: a presence's type, an overtime's type and a permission
 * labelled; a leave's category as the server names it.
 */
export function itemDetailEntry(item: { readonly kind?: string; readonly detail: string }): Entry {
  if (item.kind === 'presence') return presenceTypeEntry(item.detail);
  if (item.kind === 'overtime' || item.kind === 'permission')
    return (
      (approvalDetailWords as Record<string, Entry>)[item.detail] ?? { id: item.detail, en: item.detail }
    );
  return { id: item.detail, en: item.detail };
}
