/**
 * The frame of the attendance forms' location card (SPEC §2): its title and a body that keeps the height of its
 * tallest usual state (the address with the office distance, or a location problem with Coba lagi) from the first
 * paint, so the fields and buttons under it never move while the position is found. The lazy card's placeholder
 * (./requests/form-location.tsx) is this frame with the locating spinner: the same size as the card it becomes.
 */
import { locationFrameLabels } from '@upah/core/catalogue/labels-attendance-location-frame';
import type { ReactNode } from 'react';
import { useCopy } from '../../lib/use-copy';

/** `withMap`: the card ends with "Pilih lewat peta" (the clock screens), a row taller. */
export function LocationCard({ withMap = false, children }: { withMap?: boolean; children: ReactNode }) {
  const { label } = useCopy();
  return (
    <section className="att-card" aria-labelledby="loc-title" data-testid="location">
      <h2 id="loc-title" className="att-card__title">
        {label(locationFrameLabels.location)}
      </h2>
      <div className={withMap ? 'att-loc att-loc--map' : 'att-loc'}>{children}</div>
    </section>
  );
}
