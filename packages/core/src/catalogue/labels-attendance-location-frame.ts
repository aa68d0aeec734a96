/**
 * The location card's frame words (SPEC §2): its title and the locating line of its placeholder. In a file of their
 * own so the izin and outstation forms, whose location block loads after their first paint, show the frame without
 * the block's labels (labels-attendance-location.ts, which uses these entries: one source).
 */
import type { Entry } from './index';

export const locationFrameLabels = {
  location: { id: 'Lokasi', en: 'Location' },
  locating: { id: 'Mencari lokasi…', en: 'Finding your location…' },
} satisfies Record<string, Entry>;
