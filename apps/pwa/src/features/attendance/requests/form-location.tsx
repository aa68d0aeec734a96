/**
 * The location card of the izin and outstation forms, loaded right after the form's first paint: the card, its
 * position watch and its office distance are not part of those routes' first load (apps/pwa/scripts/budget.mjs).
 * It starts locating as soon as it shows, so the send has the position (clockStore.fix) as before.
 */
import { lazy, Suspense } from 'react';

const LocationBlock = lazy(() => import('../location-block').then((m) => ({ default: m.LocationBlock })));

export function FormLocation() {
  return (
    <Suspense fallback={null}>
      <LocationBlock />
    </Suspense>
  );
}
