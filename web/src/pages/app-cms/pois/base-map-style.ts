import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/**
 * The map's own base: Natural Earth's country shapes (world-atlas, 1:110m, 108 KB of TopoJSON in
 * the map's chunk) drawn as a GeoJSON layer, with no tile server, no glyphs and no sprites, so
 * the POI map works on a laptop or a museum network with no internet.
 */
export function countriesStyle(): StyleSpecification {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: feature(topology, topology.objects.countries) } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3f1' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f4f1ea' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#8f8a80', 'line-width': 0.6 } },
    ],
  };
}
