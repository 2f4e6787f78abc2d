/** The visitor app's API (docs/visitor-app.md). */

/** Where the visitor app's routes are served (`/app/v1/config`). */
export const VISITOR_APP_ROOT = '/app/v1';

/** The request header a preview build of the app sends its museum's preview key in. */
export const PREVIEW_KEY_HEADER = 'x-preview-key';

/**
 * The representation's format: part of every ETag, so a deployment that changes what the answers
 * look like changes every tag (a cached answer of the old format is never taken for a new one).
 */
export const APP_FORMAT = 2;

/** What public answers tell CloudFront and the app: revalidate with the ETag; CloudFront may keep one a minute. */
export const APP_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';
/** Preview answers show drafts: never kept by CloudFront or any shared cache. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** A delta is given for at most this many steps of the content version; past it the app gets the full bundle. */
export const DELTA_MAX_STEPS = 500;

/** Requests per minute one client address may make of one museum's app routes (a museum's Wi-Fi puts many visitors behind one address). */
export const APP_REQUESTS_PER_MINUTE = 1200;

/** The app's lists are paged; a bundle is the way to everything at once. */
export const APP_PAGE_SIZE_DEFAULT = 50;
export const APP_PAGE_SIZE_MAX = 200;

/** Beacon gateways' batches (`POST /ingest/scans`, docs/beacon-ingest.md). */
export const INGEST_MAX_SCANS = 500;
/** 500 scans of about 250 bytes of JSON each, with room. */
export const INGEST_MAX_BODY_BYTES = 256 * 1024;
/** A scan time further ahead than this is refused (a gateway's clock may run a little fast). */
export const SCAN_CLOCK_SKEW_SECONDS = 5 * 60;
/** A batch id counts once for this long; a batch replayed later than that would count again. */
export const BATCH_ID_KEPT_DAYS = 90;
/**
 * A scan older than this is refused. A batch id is remembered for BATCH_ID_KEPT_DAYS, so a batch
 * replayed after that finds every scan too old instead of counting twice; and one beacon's days
 * in a batch (at most 92, with the clock skew) stay inside one transaction of 100 writes.
 */
export const SCAN_MAX_AGE_DAYS = BATCH_ID_KEPT_DAYS;
/**
 * Beacons a gateway may register (first seen, unassigned) per day in the museum's time zone: a
 * gallery's gateways hear tens of beacons, and a leaked key or a gateway hearing the street must
 * not fill the museum's beacon list. Staff add more in Beacons at any time.
 */
export const GATEWAY_NEW_BEACONS_PER_DAY = 50;
/**
 * A batch stops registering new beacons once less than this is left of the function's time: the
 * rest counts its scans and answers (a few hundred ms; this leaves room for retries on a busy
 * table) instead of running into the timeout with part of the batch registered.
 */
export const INGEST_COUNT_RESERVE_MS = 5_000;

/** The privacy policy page's figures (spec 2 sections 1 and 9). */
export const PRIVACY_POLICY = {
  responseMonths: 1,
  extensionMonths: 2,
  accountingRetentionYears: 10,
  claimPeriodYears: 5,
  minimumAge: 18,
  /** The spec's last-updated date: the museum's until it sets its own. */
  lastUpdated: '2021-07-20',
} as const;
