/** The header CloudFront adds to every request it sends to the API origin (infra/origin-verify.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The functions' copy of the secret; the kit refuses a request without the header when it is set. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';
