/**
 * A day whose times an approved attendance correction set, where presences show (the PWA's presence history, the
 * console's member month): before, after, who approved it and when. Its own file: only those lines load it.
 */
import type { Entry } from './index';

export const correctedDayLabel: Entry = {
  id: 'Dikoreksi: masuk {beforeIn} → {afterIn}, keluar {beforeOut} → {afterOut} (disetujui {name}, {at})',
  en: 'Corrected: in {beforeIn} → {afterIn}, out {beforeOut} → {afterOut} (approved by {name}, {at})',
};
