/**
 * What a scan verdict shows (SPEC §5 QR, §8 'Absen karyawan success'): one mapping for the PWA's scan screen
 * and the gate console's card. Pure.
 *
 * - accepted → tone `accepted` ('Absen karyawan success' once recorded);
 * - duplicate → tone `duplicate` ('{name} sudah tercatat', nothing sent);
 * - invalid / expired / not-subordinate / wrong-schedule → tone `refused` with the verdict's message;
 * - `newDevice` ("perangkat baru", the key changed in the last 24 hours) rides along as a hint on any verdict
 *   that names the employee: it never turns an accepted scan into a refusal.
 */
import type { MessageKey } from '../catalogue/messages';
import type { ScanVerdict } from './scan-session';

export type ScanTone = 'accepted' | 'duplicate' | 'refused';

export interface ScanNotice {
  readonly tone: ScanTone;
  readonly message: MessageKey;
  readonly vars?: { readonly name: string };
  /** Shown beside the notice as 'perangkat baru' (scanNewDevice), with the employee's name. */
  readonly newDevice: boolean;
}

export function scanNotice(verdict: ScanVerdict): ScanNotice {
  const presence = 'presence' in verdict ? verdict.presence : null;
  const tone: ScanTone = verdict.ok ? 'accepted' : verdict.status === 'duplicate' ? 'duplicate' : 'refused';
  return {
    tone,
    message: verdict.message,
    ...('vars' in verdict ? { vars: verdict.vars } : presence ? { vars: { name: presence.name } } : {}),
    newDevice: presence?.newDevice ?? false,
  };
}
