/**
 * The visitor web page (`web/visit/`, docs/visitor-app.md "Visitor web page"): where it is served
 * on each museum's host, by CloudFront (`infra/web.ts`) and by the local gateway alike.
 */
export const VISIT_PATH = '/visit';

/** `/visit` and everything under it: the page, its files and its service worker. */
export const isVisitPath = (pathname: string) => pathname === VISIT_PATH || pathname.startsWith(`${VISIT_PATH}/`);

/**
 * The worker is the file `/visit/sw.js`, whose own folder would be its widest scope; this header
 * lets it take `/visit` itself too (the page without a trailing slash).
 */
export const VISIT_PAGE_HEADERS = { 'service-worker-allowed': VISIT_PATH } as const;
