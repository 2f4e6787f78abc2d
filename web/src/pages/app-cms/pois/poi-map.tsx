import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { MAP_START } from '../../../../../shared/app-content/constants';
import { mapStyleUrl } from '../../../config/files-url';
import { countriesStyle } from './base-map-style';

// Bundled, MapLibre cannot find its worker next to itself: it is served as its own asset.
setWorkerUrl(workerUrl);

export type PoiMapProps = {
  latitude: number | undefined;
  longitude: number | undefined;
  /** A click on the map or a dragged marker: the new place, rounded to 6 decimals (about 10 cm). */
  onPick: (latitude: number, longitude: number) => void;
  disabled: boolean;
  label: string;
  /** The museum's hosted style (App Settings), else the deployment's, else the shipped countries. */
  styleUrl: string | undefined;
};

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The POI's place (spec 2 sections 2 and 9): MapLibre GL, centred on 35.9375, 14.3754 at zoom 4,
 * at most zoom 12. A click places the marker, dragging moves it; the latitude and longitude fields
 * and the marker stay in step both ways. The deployment's hosted style is used when it names one.
 */
export default function PoiMap({ latitude, longitude, onPick, disabled, label, styleUrl }: PoiMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const marker = useRef<Marker | undefined>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;
  const locked = useRef(disabled);
  locked.current = disabled;

  useEffect(() => {
    if (!container.current) return;
    const instance = new MapLibreMap({
      container: container.current,
      style: styleUrl ?? mapStyleUrl() ?? countriesStyle(),
      center: [longitude ?? MAP_START.longitude, latitude ?? MAP_START.latitude],
      zoom: MAP_START.zoom,
      maxZoom: MAP_START.maxZoom,
      attributionControl: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('click', (event) => {
      if (!locked.current) pick.current(round(event.lngLat.lat), round(event.lngLat.lng));
    });
    map.current = instance;
    return () => {
      instance.remove();
      map.current = undefined;
      marker.current = undefined;
    };
    // The map is made once (its first centre is the place it opens on); the place follows below.
  }, []);

  // The museum's style arrives after the map is made: the marker, a DOM element, stays.
  const shownStyle = useRef(styleUrl);
  useEffect(() => {
    if (!map.current || shownStyle.current === styleUrl) return;
    shownStyle.current = styleUrl;
    map.current.setStyle(styleUrl ?? mapStyleUrl() ?? countriesStyle());
  }, [styleUrl]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const valid = latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (!valid) {
      marker.current?.remove();
      marker.current = undefined;
      return;
    }
    if (!marker.current) {
      const made = new Marker({ draggable: !disabled, color: '#0972d3' }).setLngLat([longitude, latitude]).addTo(instance);
      made.on('dragend', () => {
        const at = made.getLngLat();
        pick.current(round(at.lat), round(at.lng));
      });
      marker.current = made;
      if (!instance.getBounds().contains([longitude, latitude])) instance.setCenter([longitude, latitude]);
    } else {
      marker.current.setLngLat([longitude, latitude]);
      marker.current.setDraggable(!disabled);
    }
  }, [latitude, longitude, disabled]);

  return <div ref={container} role="application" aria-label={label} data-testid="poi-map" style={{ height: 360, width: '100%', borderRadius: 8, overflow: 'hidden' }} />;
}
