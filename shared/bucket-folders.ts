/**
 * The uploads bucket's own folders beside the tenants' (`<tenant>/`): kept apart from the import
 * and export schemas so that what names them (reserved tenant names, the bucket's rules) loads no
 * schema (the onboarding function's cold start).
 */

/** Uploaded files, dry-run results and invalid-row files live under `imports/<tenant>/<batch id>/`, never served. */
export const IMPORTS_FOLDER = 'imports';
/** Finished files live under `exports/<tenant>/<job id>/`: outside every tenant's public uploads folder. */
export const EXPORTS_FOLDER = 'exports';
