import { amazonLocationHost, MAP_STYLE_HOSTS } from '../shared/map-style';

/** Origins the console reaches besides its own, which differ between AWS and the local stack. */
export type ConsoleOrigins = {
  /** The Cognito endpoint the console signs in through. */
  readonly cognito: string;
  /** Where the browser posts uploads and imports (presigned POST) and reads presigned files. */
  readonly fileStore: string;
  /** Where stored file URLs point when they are not the console's own origin. */
  readonly files?: string;
  /** The Region whose Amazon Location maps a museum's map style may use. */
  readonly region: string;
};

/**
 * The Content-Security-Policy of the console and its privacy page, one text for CloudFront and
 * the local stack. No script but the console's own files runs: Vite's bundles, the preferences
 * script and MapLibre's worker are files ('wasm-unsafe-eval' is react-pdf's layout engine, which is
 * WebAssembly); Cloudscape and MapLibre set styles inline; images, audio and the item report's
 * fonts come from the file store; the map from the allow-listed style hosts.
 */
export function consoleContentSecurityPolicy(origins: ConsoleOrigins): string {
  const maps = [...MAP_STYLE_HOSTS, amazonLocationHost(origins.region)].map((host) => `https://${host}`).join(' ');
  const files = origins.files ? ` ${origins.files}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files} ${maps}`,
    `media-src 'self' blob:${files}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins.cognito} ${origins.fileStore}${files} ${maps}`,
    // The item report previews its PDF in a frame of a blob: URL.
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The visitor page's (`/visit`): its own script and styles, the museum's images and audio from the
 * file store, the visitor API on its own origin, its service worker. No map host (the page draws
 * its map itself), no Cognito, no inline style, no frames, no WebAssembly. `files` is where
 * stored file URLs point when not this origin: the worker keeps the images it has shown.
 */
export function visitContentSecurityPolicy(origins: Pick<ConsoleOrigins, 'files'>): string {
  const files = origins.files ? ` ${origins.files}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self'",
    `img-src 'self'${files}`,
    `media-src 'self'${files}`,
    `connect-src 'self'${files}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Uploaded files are shown, never run: a file that is script or HTML after all (a forged type,
 * a polyglot) may load no script, form, frame or plugin, and runs sandboxed (an opaque origin
 * without the console's cookies or storage). Images, audio and inline styles of an SVG or PDF
 * viewer stay allowed.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
