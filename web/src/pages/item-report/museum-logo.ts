import { can, type Grant } from '../../../../shared/permissions';
import { AppSettingsSchema } from '../../../../shared/schemas/app-settings';
import type { ApiClient } from '../../api/client';

/** react-pdf draws PNG and JPEG images only. */
const DRAWABLE = /\.(png|jpe?g)$/iu;

/**
 * The museum's logo for the item report's header (issue 12): App Settings' logo when the museum
 * has set one, it is a PNG or JPEG, and the user may read the App CMS; otherwise undefined, and
 * the report draws the product's mark. A failed read never stops the report.
 */
export async function museumLogo(api: ApiClient, grant: Grant): Promise<string | undefined> {
  if (!can(grant, 'appcms', 'read')) return undefined;
  try {
    const url = AppSettingsSchema.parse(await api.get('/app-settings')).image?.url;
    return url && DRAWABLE.test(new URL(url, window.location.href).pathname) ? url : undefined;
  } catch (error) {
    console.error('Item report logo', error);
    return undefined;
  }
}
