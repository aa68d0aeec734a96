/**
 * /attendance/maps (Pilih lewat peta; SPEC §2, §9 zoom 14): the office markers, the current position and the
 * choose-location button. The map paints first without Leaflet (./static-map.tsx: the same tiles, markers and a tap
 * to choose); Leaflet and its CSS load only when someone drags, zooms or keys the map (./leaflet-map.tsx).
 * Tiles from env (default the mock's /tiles, offline).
 */
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import type { LatLong } from '@upah/core/geo';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { clockStore, recordFix } from '@upah/core/stores/clock-state';
import { Button } from '@upah/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { readTileEnv } from '../../../config/map-tiles';
import { useCopy } from '../../../lib/use-copy';
import { AttendanceHeader } from '../attendance-header';
import { useLocation } from '../use-location';
import type { MapViewProps } from './map-view';
import { StaticMap } from './static-map';

export const MAP_ZOOM = 14;
const tiles = readTileEnv(import.meta.env);
const JAKARTA = { lat: -6.2, long: 106.8166 };

const LeafletMap = lazy(() => import('./leaflet-map'));

export default function MapScreen() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const { fix } = useLocation();
  const { offices } = useSnapshot(attendanceStore);
  const [picked, setPicked] = useState<LatLong | null>(null);
  // the view stays where it was when the first position was chosen; until then it follows the phone's fix
  const [heldCenter, setHeldCenter] = useState<LatLong | null>(null);
  const [live, setLive] = useState<{ zoom: number; focus: boolean } | null>(null);
  const here = picked ?? fix ?? null;
  const center = heldCenter ?? fix ?? offices[0] ?? JAKARTA;

  const view: MapViewProps = {
    center,
    zoom: MAP_ZOOM,
    offices,
    here,
    tiles,
    labels: {
      area: label(attendanceClockLabels.mapArea),
      position: label(attendanceClockLabels.yourPosition),
      zoomIn: label(attendanceClockLabels.mapZoomIn),
      zoomOut: label(attendanceClockLabels.mapZoomOut),
    },
    onPick: (position) => {
      setHeldCenter(center);
      setPicked(position);
    },
  };
  const wake = (zoom: number, focus: boolean) => {
    setHeldCenter(center);
    setLive({ zoom, focus });
  };
  const staticMap = <StaticMap {...view} onWake={wake} />;

  const choose = () => {
    if (picked && clockStore.fix) {
      recordFix({ ...clockStore.fix, lat: picked.lat, long: picked.long });
    }
    navigate(-1);
  };

  return (
    <div className="page">
      <AttendanceHeader title={label(attendanceClockLabels.mapTitle)} back={attendancePaths.clockIn} />
      <main id="main" className="page__content stack">
        <div className="att-map" data-testid="map">
          {live ? (
            <Suspense fallback={staticMap}>
              <LeafletMap {...view} zoom={live.zoom} focus={live.focus} />
            </Suspense>
          ) : (
            staticMap
          )}
        </div>
        <Button block disabled={!here} onClick={choose}>
          {label(attendanceClockLabels.chooseLocation)}
        </Button>
      </main>
    </div>
  );
}
