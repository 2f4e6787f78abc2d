import { EXPORTS_FOLDER, IMPORTS_FOLDER } from './bucket-folders';
import { PDF_FONTS_FOLDER } from './pdf-fonts';
import { API_PREFIX } from './route-def';
import { UPLOADS_PATH } from './upload-kinds';

/**
 * Names no museum may take. A tenant's slug is its folder at the top of the uploads bucket (its
 * files, and the S3 grant of its session, are `<slug>/*`), beside the bucket's own folders
 * (`imports/`, `exports/`, `fonts/`); a museum named `exports` would hold every museum's exports.
 * It is also a host label, so the path prefixes the distribution routes (`api`, `app`, `uploads`,
 * `ingest`, the spec's bare API roots) stay free for a deployment's own hosts, and `assets` is the
 * console build's folder.
 */
export const RESERVED_TENANT_SLUGS: ReadonlySet<string> = new Set(
  // The route table's roots are named here rather than read from it, which would bring every route
  // into the onboarding function; shared/reserved-slugs.test.ts holds the two together.
  [IMPORTS_FOLDER, EXPORTS_FOLDER, PDF_FONTS_FOLDER, 'assets', 'tenants', 'www', API_PREFIX, UPLOADS_PATH, 'app', 'ingest', 'items', 'point-of-interests', 'point-of-interest-groups'].map((name) => name.replace(/^\//u, '').toLowerCase()),
);

export const reservedSlugMessage = (slug: string) =>
  `The tenant name ${slug} is reserved: the file store and the API use it (${[...RESERVED_TENANT_SLUGS].sort().join(', ')}). Choose another name.`;
