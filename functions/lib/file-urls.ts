import type { UploadFolder } from '../../shared/upload-kinds';
import { config } from './config';
import { ValidationError } from './errors';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One key segment as `safeFileName` makes them: no `/`, `%`, `?`, `#` or `\`, and never `.` or `..`. */
const FILE_SEGMENT = '[\\w-][\\w.-]*';

/**
 * Whether `url` names a file in this tenant's own folder for the field: exactly
 * `<base>/<tenant>/<folder>/<file>`, compared on the text the caller sent (so `..`, `%2e`, a
 * backslash or a query cannot reach another folder once a browser normalises it) and on what a
 * URL parser makes of it (so userinfo and other hosts are refused too). `javascript:`, `data:`,
 * other sites and another tenant's keys are not. With no public upload URL configured nothing is.
 */
export function isTenantFileUrl(url: string, tenant: string, folder: UploadFolder, base: string): boolean {
  if (!base || !tenant) return false;
  const pattern = new RegExp(`^${escapeRegExp(base)}/${escapeRegExp(tenant)}/${escapeRegExp(folder)}/${FILE_SEGMENT}$`, 'u');
  if (!pattern.test(url)) return false;
  try {
    const parsed = new URL(url);
    const origin = new URL(base);
    return parsed.href === url && parsed.origin === origin.origin && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/**
 * Every stored file URL (the avatar today; object, POI and news files later) goes through this:
 * a URL outside the tenant's upload area is a 400 naming the field, and nothing is stored.
 */
export function requireTenantFileUrl(url: string, tenant: string, folder: UploadFolder, field: string): string {
  if (!isTenantFileUrl(url, tenant, folder, config.uploadsPublicUrl)) {
    const message = 'The file must be one uploaded here.';
    throw new ValidationError(message, { [field]: message });
  }
  return url;
}
