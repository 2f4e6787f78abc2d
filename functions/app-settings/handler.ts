import { APP_SETTINGS_ROUTES } from '../../shared/routes/app-settings';
import { httpHandler } from '../lib/http';
import { getSettings } from './service';

/** The saves, the preview key and the image presign (`saves.ts`) load on the first of them: the settings page opens with a read. */
const saves = () => import('./saves');

export const handler = httpHandler(APP_SETTINGS_ROUTES, {
  'GET /app-settings': async ({ ctx }) => getSettings(ctx),
  'POST /app-settings': async ({ ctx, body }) => (await saves()).saveSettings(ctx, body),
  'POST /app-settings/preview-key': async ({ ctx }) => (await saves()).rotatePreviewKey(ctx),
  'POST /uploads/app-settings-images': async ({ ctx, body }) => (await saves()).presignSettingsImage(ctx, body),
});
