import { APP_SETTINGS_ROUTES } from '../../shared/routes/app-settings';
import { httpHandler } from '../lib/http';
import { presignUpload } from '../lib/uploads';
import { getSettings, rotatePreviewKey, saveSettings } from './service';

export const handler = httpHandler(APP_SETTINGS_ROUTES, {
  'GET /app-settings': async ({ ctx }) => getSettings(ctx),
  'POST /app-settings': async ({ ctx, body }) => saveSettings(ctx, body),
  'POST /app-settings/preview-key': async ({ ctx }) => rotatePreviewKey(ctx),
  'POST /uploads/app-settings-images': async ({ ctx, body }) => presignUpload(ctx.tenant, 'app-settings-images', body.fileName, body.contentType),
});
