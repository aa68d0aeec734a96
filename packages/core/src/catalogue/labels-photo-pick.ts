/**
 * The two buttons of every photo field (@upah/ui `PhotoFileField`): the camera ("Ambil Foto", SPEC §2) and the
 * device's files ("Pilih File"). Their own file so the supervisor's presence forms in both apps take these two
 * words without a whole area's labels.
 */
import type { Entry } from './index';

export const photoPickLabels = {
  take: { id: 'Ambil Foto', en: 'Take a photo' },
  choose: { id: 'Pilih File', en: 'Choose a file' },
} satisfies Record<string, Entry>;
