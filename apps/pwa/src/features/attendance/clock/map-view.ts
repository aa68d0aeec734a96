/**
 * What both of the map screen's maps draw (SPEC §2 /attendance/maps): the view, the offices, the position, the
 * tiles and the words, and what they tell the screen (a chosen position).
 */
import type { LatLong, Office } from '@upah/core/geo';

export interface MapViewProps {
  readonly center: LatLong;
  readonly zoom: number;
  readonly offices: readonly Office[];
  readonly here: LatLong | null;
  readonly tiles: { readonly url: string; readonly attribution: string };
  readonly labels: {
    readonly area: string;
    readonly position: string;
    readonly zoomIn: string;
    readonly zoomOut: string;
  };
  readonly onPick: (position: LatLong) => void;
}

export const OFFICE_COLOR = '#0b6e4f';
export const POSITION_COLOR = '#1d4ed8';
