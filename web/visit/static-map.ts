import type { AppPoi } from '../../shared/schemas/visitor-app';
import { h } from './dom';
import type { Texts } from './visit-data';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The POI's place without MapLibre: the console's map library alone is 288 KB of gzip, almost
 * three times the page's whole budget (docs/visitor-app.md, "Visitor web page"). The page draws
 * the point on the land around it (the console map's country shapes, `country-shapes.ts`, loaded
 * once `ready` settles: after the page's largest image), with the address and a link that opens
 * the place in OpenStreetMap.
 */
export function staticMap(poi: AppPoi, texts: Texts, ready: Promise<void>): HTMLElement {
  const { latitude, longitude, address } = poi.location;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 200 120');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${address} (${latitude.toFixed(5)}, ${longitude.toFixed(5)})`);
  const shape = (name: string, attributes: Record<string, string | number>) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    svg.append(element);
  };
  shape('rect', { width: 200, height: 120, class: 'visit-map-sea' });
  shape('path', { class: 'visit-map-land', d: '' });
  const land = svg.lastElementChild as SVGPathElement;
  // Without the shapes (offline before they were ever loaded) the point and its grid still show.
  void ready
    .then(() => import('./country-shapes'))
    .then(({ landAround }) => landAround(latitude, longitude))
    .then((d) => land.setAttribute('d', d))
    .catch(() => undefined);
  for (let x = 20; x < 200; x += 40) shape('line', { x1: x, y1: 0, x2: x, y2: 120, class: 'visit-map-grid' });
  for (let y = 20; y < 120; y += 40) shape('line', { x1: 0, y1: y, x2: 200, y2: y, class: 'visit-map-grid' });
  shape('circle', { cx: 100, cy: 60, r: 14, class: 'visit-map-halo' });
  shape('circle', { cx: 100, cy: 60, r: 6, class: 'visit-map-pin' });
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  return h(
    'figure',
    { class: 'visit-map', 'data-testid': 'visit-map' },
    svg,
    h('figcaption', {}, h('span', {}, address), ' ', h('a', { href: link, rel: 'noopener', target: '_blank' }, texts['visit.openMap'])),
  );
}
