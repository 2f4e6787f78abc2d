/**
 * Where a museum's POI map style may come from. The console loads the style, then the tiles,
 * glyphs and sprites it names; each provider below serves all four from its own host, so the
 * console's Content-Security-Policy can name exactly these hosts and a style elsewhere (an
 * address that would also learn who opens the map) is refused when it is saved.
 */
export const MAP_STYLE_HOSTS = ['api.maptiler.com', 'tiles.openfreemap.org'] as const;
/** Amazon Location Service's maps, in the deployment's own Region (the CSP names that one). */
export const amazonLocationHost = (region: string) => `maps.geo.${region}.amazonaws.com`;
const AMAZON_LOCATION = /^maps\.geo\.[a-z]{2}(?:-[a-z]+)+-\d\.amazonaws\.com$/u;

export const MAP_STYLE_MESSAGE = `A map style is named by an https:// address on ${MAP_STYLE_HOSTS.join(', ')} or Amazon Location Service (maps.geo.*.amazonaws.com).`;

/** An https:// style URL on an allowed host, without credentials or another port. */
export function isAllowedMapStyle(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
  return (MAP_STYLE_HOSTS as readonly string[]).includes(parsed.hostname) || AMAZON_LOCATION.test(parsed.hostname);
}
