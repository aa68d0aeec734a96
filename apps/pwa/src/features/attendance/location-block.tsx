/**
 * The read-only location of the attendance forms (SPEC §2): the address (coordinates
 * while it resolves), the distance to the nearest office and whether it is within 1 km, and for a denied or
 * timed-out fix what to do, with a retry. Never a blank or an endless spinner.
 */
import { attendanceLocationLabels } from '@upah/core/catalogue/labels-attendance-location';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { NEARBY_RADIUS_METERS, nearestOffice } from '@upah/core/geo';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Spinner } from '@upah/ui/spinner';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';
import { LocationCard } from './location-card';
import { inWebView, locate, useLocation } from './use-location';

function formatDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1).replace('.', ',')} km`;
}

/** `mapPath`: where "Pilih lewat peta" goes (the clock screens' map); no link without it. */
export function LocationBlock({ mapPath }: { mapPath?: string }) {
  const { label } = useCopy();
  const { fix, locating, problem, address } = useLocation();
  const { offices } = useSnapshot(attendanceStore);
  const nearest = fix ? nearestOffice(fix, offices) : null;
  return (
    <LocationCard withMap={mapPath !== undefined}>
      {locating && !fix ? <Spinner label={label(attendanceLocationLabels.locating)} /> : null}
      {fix ? (
        <>
          <p className="att-address" data-testid="address">
            {address ?? `${fix.lat.toFixed(6)}, ${fix.long.toFixed(6)}`}
          </p>
          {address ? null : <p className="muted">{label(attendanceLocationLabels.resolving)}</p>}
          {nearest ? (
            <p
              data-testid="distance"
              className={nearest.distanceMeters <= NEARBY_RADIUS_METERS ? 'att-near' : 'att-far'}
            >
              {label(attendanceLocationLabels.distance, {
                distance: formatDistance(nearest.distanceMeters),
                office: nearest.office.name ?? '',
              })}
              {' · '}
              {nearest.distanceMeters <= NEARBY_RADIUS_METERS
                ? label(attendanceLocationLabels.nearby)
                : label(attendanceLocationLabels.notNearby)}
            </p>
          ) : (
            <p className="muted">{label(attendanceLocationLabels.noOffice)}</p>
          )}
        </>
      ) : null}
      {problem ? (
        <Alert kind="warning" role="alert">
          {problem === 'denied'
            ? label(
                inWebView()
                  ? attendanceLocationLabels.locationDeniedApp
                  : attendanceLocationLabels.locationDenied,
              )
            : problem === 'timeout'
              ? label(attendanceLocationLabels.locationTimeout)
              : label(attendanceLocationLabels.locationUnavailable)}
        </Alert>
      ) : null}
      {problem ? (
        <div className="row">
          <Button variant="secondary" onClick={locate}>
            {label(shellLabels.retry)}
          </Button>
        </div>
      ) : null}
      {mapPath ? (
        <div className="row att-loc__actions">
          <Link className="btn btn--ghost" to={mapPath}>
            {label(attendanceLocationLabels.pickOnMap)}
          </Link>
        </div>
      ) : null}
    </LocationCard>
  );
}
