/**
 * The map's first paint (SPEC §2 /attendance/maps, zoom 14) without Leaflet: the same tiles as images, the
 * offices, the position with its label, the zoom buttons and the attribution (OSM tile policy). A tap chooses the
 * position under it. A drag, a second finger, the wheel, an arrow or zoom key, or a zoom button wakes the
 * interactive map (Leaflet, ~44 KB gzip), which therefore loads only for someone who moves the map.
 */
import { pointInView, positionInView, tilesInView, tileUrl } from '@upah/core/geo/web-mercator';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MapViewProps, OFFICE_COLOR, POSITION_COLOR } from './map-view';

/** How far (px) a press moves before it is a drag, not a tap. */
const DRAG_PX = 6;
/** Keys Leaflet's keyboard handler answers: arrows pan, + and − zoom. */
const MAP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '-', '=', '_']);
/** A marker further than this outside the view is not drawn. */
const MARGIN_PX = 24;

/** The attribution's words without its markup (`&copy; OpenStreetMap contributors` → `© OpenStreetMap contributors`). */
function attributionText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export interface StaticMapProps extends MapViewProps {
  /** Someone wants to move the map: the interactive map takes over at `zoom`, with the focus when `focus`. */
  readonly onWake: (zoom: number, focus: boolean) => void;
}

export function StaticMap({ center, zoom, offices, here, tiles, labels, onPick, onWake }: StaticMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view = useMemo(() => ({ center, zoom, ...size }), [center, zoom, size]);
  const shown = size.width > 0 && size.height > 0;
  const at = (position: { lat: number; long: number }) => {
    const point = pointInView(position, view);
    const inside =
      point.x > -MARGIN_PX &&
      point.y > -MARGIN_PX &&
      point.x < size.width + MARGIN_PX &&
      point.y < size.height + MARGIN_PX;
    return inside ? { left: point.x, top: point.y } : null;
  };
  const herePoint = here && shown ? at(here) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    if (!event.isPrimary) onWake(zoom, false);
    else press.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    if (!start || start.moved || Math.hypot(event.clientX - start.x, event.clientY - start.y) < DRAG_PX)
      return;
    start.moved = true;
    onWake(zoom, false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    const element = ref.current;
    if (!start || start.moved || !element || !shown) return;
    const box = element.getBoundingClientRect();
    onPick(positionInView({ x: event.clientX - box.left, y: event.clientY - box.top }, view));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!MAP_KEYS.has(event.key) || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    const step = event.key === '+' || event.key === '=' ? 1 : event.key === '-' || event.key === '_' ? -1 : 0;
    onWake(zoom + step, true);
  };

  return (
    <div
      ref={ref}
      className="static-map"
      role="application"
      aria-label={labels.area}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes keys (arrows, + and −) as Leaflet's does
      tabIndex={0}
      data-zoom={zoom}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
      }}
      onWheel={() => onWake(zoom, false)}
      onKeyDown={onKeyDown}
    >
      {shown
        ? tilesInView(view).map((tile) => (
            <img
              key={`${tile.x}/${tile.y}/${tile.left}`}
              className="static-map__tile"
              src={tileUrl(tiles.url, tile)}
              alt=""
              width={256}
              height={256}
              draggable={false}
              style={{ left: tile.left, top: tile.top }}
            />
          ))
        : null}
      {shown
        ? offices.map((office) => {
            const point = at(office);
            return point ? (
              <span
                key={office.id ?? `${office.lat},${office.long}`}
                className="static-map__office"
                data-testid="map-office"
                title={office.name}
                style={{ ...point, borderColor: OFFICE_COLOR }}
              />
            ) : null;
          })
        : null}
      {herePoint ? (
        <>
          <span
            className="static-map__here"
            data-testid="map-position"
            style={{ ...herePoint, borderColor: POSITION_COLOR }}
          />
          <span className="static-map__label" style={herePoint}>
            {labels.position}
          </span>
        </>
      ) : null}
      <div className="static-map__zoom">
        <button
          type="button"
          aria-label={labels.zoomIn}
          title={labels.zoomIn}
          onClick={() => onWake(zoom + 1, false)}
        >
          +
        </button>
        <button
          type="button"
          aria-label={labels.zoomOut}
          title={labels.zoomOut}
          onClick={() => onWake(zoom - 1, false)}
        >
          −
        </button>
      </div>
      <div className="static-map__attribution">{attributionText(tiles.attribution)}</div>
    </div>
  );
}
