/** What the visitor page and its service worker agree on (`sw.ts`). */

/** The one page every `/visit` path is (the edge and the local gateway answer it for them all). */
export const VISIT_SHELL = '/visit/';
/** The page's hashed files (`web/visit/vite.config.ts`). */
export const VISIT_ASSETS = '/visit/assets/';
/** Says whether a bundle the worker answers is the API's current one (`fresh`) or the copy on the device (`kept`, offline). */
export const KEPT_COPY_HEADER = 'x-visit-copy';
