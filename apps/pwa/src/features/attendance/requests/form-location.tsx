/**
 * The location card of the izin and outstation forms, loaded right after the form's first paint: the card, its
 * position watch and its office distance are not part of those routes' first load (apps/pwa/scripts/budget.mjs).
 * It starts locating as soon as it shows, so the send has the position (clockStore.fix) as before. Until then its
 * frame with the locating spinner holds its place (../location-card.tsx).
 */
import { locationFrameLabels } from '@upah/core/catalogue/labels-attendance-location-frame';
import { Spinner } from '@upah/ui/spinner';
import { lazy, Suspense } from 'react';
import { useCopy } from '../../../lib/use-copy';
import { LocationCard } from '../location-card';

const LocationBlock = lazy(() => import('../location-block').then((m) => ({ default: m.LocationBlock })));

export function FormLocation() {
  const { label } = useCopy();
  return (
    <Suspense
      fallback={
        <LocationCard>
          <Spinner label={label(locationFrameLabels.locating)} />
        </LocationCard>
      }
    >
      <LocationBlock />
    </Suspense>
  );
}
