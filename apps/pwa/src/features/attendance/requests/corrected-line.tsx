/**
 * The line under a presence whose times an approved correction set: "Dikoreksi: masuk 08.01 → 08.01, keluar – →
 * 17.05 (disetujui Siti Rahmawati, 14 Mei 2024 09.00)". Loaded with the first corrected item, not with the history.
 */
import { correctedDayLabel } from '@upah/core/catalogue/labels-corrected-day';
import type { PresenceCorrection } from '@upah/core/contract/attendance';
import { formatDateTime, formatTime } from '@upah/core/format';
import { useCopy } from '../../../lib/use-copy';

const time = (instant: string | null) => (instant ? formatTime(instant) : '–');

export function CorrectedLine({ correction }: { correction: PresenceCorrection }) {
  const { label } = useCopy();
  return (
    <p data-testid="presence-corrected">
      {label(correctedDayLabel, {
        beforeIn: time(correction.before.clockIn),
        afterIn: time(correction.after.clockIn),
        beforeOut: time(correction.before.clockOut),
        afterOut: time(correction.after.clockOut),
        name: correction.approvedBy,
        at: formatDateTime(correction.approvedAt),
      })}
    </p>
  );
}
