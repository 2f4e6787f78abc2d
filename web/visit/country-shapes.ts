import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-110m.json?url';

type Ring = number[][];

/**
 * The land around a point as SVG path data for the page's 200 x 120 map: the console map's own
 * country shapes (Natural Earth 1:110m, world-atlas), fetched as a file (38 KB of gzip, after the
 * page has shown its content; kept offline by the worker), drawn in a plain equirectangular
 * projection `span` degrees wide. Rings wholly outside the map are left out.
 */
export async function landAround(latitude: number, longitude: number, span = 8): Promise<string> {
  const topology = (await (await fetch(countriesUrl)).json()) as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const scale = 200 / span;
  const shrink = Math.cos((latitude * Math.PI) / 180);
  const project = ([lon, lat]: number[]) => [100 + (lon - longitude) * shrink * scale, 60 - (lat - latitude) * scale];
  const rings: Ring[] = countries.features.flatMap((country) => {
    const geometry = country.geometry;
    if (geometry?.type === 'Polygon') return geometry.coordinates;
    if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat();
    return [];
  });
  return rings
    .map((ring) => ring.map(project))
    .filter((ring) => ring.some(([x, y]) => x > -100 && x < 300 && y > -100 && y < 220))
    .map((ring) => `M${ring.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`)
    .join('');
}
