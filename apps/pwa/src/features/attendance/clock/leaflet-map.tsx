/**
 * The interactive map (SPEC §2 /attendance/maps): react-leaflet with the office markers, the position and a tap
 * to choose, loaded when someone moves the static map (./static-map.tsx). It opens on the static map's view and
 * zoom, with the focus when a key woke it. OSM tile policy when a public server is configured: the attribution is
 * shown, the browser sends its Referer (no referrerPolicy override), nothing is prefetched (keepBuffer stays at
 * Leaflet's small default, no offline tile caching).
 */
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import {
  CircleMarker,
  MapContainer,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { type MapViewProps, OFFICE_COLOR, POSITION_COLOR } from './map-view';

function PickOnClick({ onPick }: Pick<MapViewProps, 'onPick'>) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, long: e.latlng.lng }) });
  return null;
}

function FocusOnOpen({ focus }: { focus: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.getContainer().focus();
  }, [map, focus]);
  return null;
}

export default function LeafletMap({
  center,
  zoom,
  offices,
  here,
  tiles,
  labels,
  onPick,
  focus,
}: MapViewProps & { readonly focus: boolean }) {
  return (
    <MapContainer
      center={[center.lat, center.long]}
      zoom={zoom}
      zoomControl={false}
      style={{ height: '100%' }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ZoomControl zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      {offices.map((o) => (
        <CircleMarker key={o.id} center={[o.lat, o.long]} radius={10} pathOptions={{ color: OFFICE_COLOR }}>
          <Tooltip>{o.name}</Tooltip>
        </CircleMarker>
      ))}
      {here ? (
        <CircleMarker center={[here.lat, here.long]} radius={8} pathOptions={{ color: POSITION_COLOR }}>
          <Tooltip permanent>{labels.position}</Tooltip>
        </CircleMarker>
      ) : null}
      <PickOnClick onPick={onPick} />
      <FocusOnOpen focus={focus} />
    </MapContainer>
  );
}
