/**
 * The visitor web page of a POI (issue 31): `/visit/poi/{id}` on the museum's own host. The QR
 * code of `GET /app/v1/pois/{id}/qr.svg`, the wall labels' QR and the page's router all build or
 * read it here, so a printed label always leads to the page.
 */
export const VISIT_ROOT = '/visit';

export const poiPagePath = (id: string) => `${VISIT_ROOT}/poi/${encodeURIComponent(id)}`;

/**
 * Local hosts (`localhost`, `demo.localhost`, with a port) are served over plain HTTP by the local
 * stack; every museum host on AWS is HTTPS behind CloudFront. Decided from the host alone, not a
 * forwarded-protocol header: the answer is cached per host, and a header a caller may set must not
 * change what the next visitor's label leads to.
 */
const isLocalHost = (host: string) => /^(?:[a-z0-9-]+\.)?localhost(?::\d+)?$/iu.test(host);

/** `https://<museum host>/visit/poi/{id}` (`http://` for a local host). */
export function poiPageUrl(host: string, id: string): string {
  return `${isLocalHost(host) ? 'http' : 'https'}://${host.toLowerCase()}${poiPagePath(id)}`;
}
