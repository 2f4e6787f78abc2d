/** Business constants of spec 1 section 9 and spec 2 section 9: one place for each. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100, 200, 500, 1000] as const;
export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const OBJECT_PICKER_PAGE_SIZE = 20;

export const MENU_WIDTH = 256;
export const MENU_WIDTH_COLLAPSED = 80;

export const LOGIN_ERROR_MS = 4_000;
/** Sign-in attempts a username gets within the window; the next ones wait out the lock. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Counted from the attempt that used up the window. */
export const LOGIN_LOCK_MS = 15 * 60_000;
export const QUERY_ERROR_MS = 10_000;
export const LANGUAGE_ERROR_MS = 5_000;

export const AVATAR_WIDTH = 400;
export const AVATAR_DISPLAY_SIZE = 180;
export const AVATAR_PALETTE = ['#f56a00', '#7265e6', '#ffbf00', '#00a2ae', '#87d068', '#1890ff', '#eb2f96'] as const;
export const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';
/**
 * The largest file each kind of upload may be (a presigned POST's size range). Images are scaled
 * to 400 px wide before they are sent, so theirs is generous; an MP3 tour stop of an hour at
 * 128 kbit/s is about 58 MB; scanned insurance and treatment documents stay well under 25 MB.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
export const DOCUMENT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** API Gateway refuses larger request bodies (its payload quota); the local gateway does the same. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Each API function's Lambda timeout; the local gateway counts the same time down for the handlers. */
export const API_FUNCTION_TIMEOUT_MS = 15_000;

export const DEFAULT_COLOUR = '#9B9B9B';
export const SWATCH_FALLBACK_COLOURS = ['#EBE5E5', '#EFEFEF'] as const;
export const REFERENCE_LIST_SCROLL_HEIGHT = 550;
export const LANGUAGE_SELECTOR_WIDTH = 200;

export const PRODUCT_NAME = 'Museum Collection Management';

export const TEXTS = {
  loginFailed: 'Please check your information.',
  loginWelcome: 'Welcome to the museum collection management system',
  incorrectLogin: 'Incorrect username or password.',
  couldNotLogIn: 'Could not log you in.',
  noPermission: 'You do not have permission to do this action.',
  notFound: 'Sorry, the page you visited does not exist.',
  confirmDelete: 'Sure to delete?',
} as const;

/** The dashboard's Object Field Statistics pie (spec 2 section 9): inner radius and height. */
export const DASHBOARD_PIE_INNER_RADIUS = 0.75;
export const DASHBOARD_PIE_HEIGHT = 500;
/** The dashboard's List of Countries card scrolls past this height (spec 2 section 9). */
export const DASHBOARD_COUNTRY_SCROLL_HEIGHT = 567;
