/**
 * /attendance/maps (Pilih lewat peta; SPEC §2, §9 zoom 14): react-leaflet with office
 * markers, the current position and the choose-location button. Leaflet and its CSS load on this route only.
 * Tiles from env (default the mock's /tiles, offline). OSM tile policy when a public server is configured:
 * the attribution is shown, the browser sends its Referer (no referrerPolicy override), and nothing is
 * prefetched (no offline tile caching; keepBuffer stays at Leaflet's small default).
 */
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import 'leaflet/dist/leaflet.css';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { clockStore, recordFix } from '@upah/core/stores/clock-state';
import { Button } from '@upah/ui/button';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { readTileEnv } from '../../../config/map-tiles';
import { useCopy } from '../../../lib/use-copy';
import { AttendanceHeader } from '../attendance-header';
import { useLocation } from '../use-location';

export const MAP_ZOOM = 14;
const tiles = readTileEnv(import.meta.env);
const JAKARTA = { lat: -6.2, long: 106.8166 };

function PickOnClick({ onPick }: { onPick: (lat: number, long: number) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

export default function MapScreen() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const { fix } = useLocation();
  const { offices } = useSnapshot(attendanceStore);
  const [picked, setPicked] = useState<{ lat: number; long: number } | null>(null);
  const here = picked ?? fix ?? null;
  const center = here ?? offices[0] ?? JAKARTA;

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
          <MapContainer center={[center.lat, center.long]} zoom={MAP_ZOOM} style={{ height: '100%' }}>
            <TileLayer url={tiles.url} attribution={tiles.attribution} />
            {offices.map((o) => (
              <CircleMarker
                key={o.id}
                center={[o.lat, o.long]}
                radius={10}
                pathOptions={{ color: '#0b6e4f' }}
              >
                <Tooltip>{o.name}</Tooltip>
              </CircleMarker>
            ))}
            {here ? (
              <CircleMarker center={[here.lat, here.long]} radius={8} pathOptions={{ color: '#1d4ed8' }}>
                <Tooltip permanent>{label(attendanceClockLabels.yourPosition)}</Tooltip>
              </CircleMarker>
            ) : null}
            <PickOnClick onPick={(lat, long) => setPicked({ lat, long })} />
          </MapContainer>
        </div>
        <Button block disabled={!here} onClick={choose}>
          {label(attendanceClockLabels.chooseLocation)}
        </Button>
      </main>
    </div>
  );
}
