import { savedWithFileReport } from '../schemas/app-content';
import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { AppSettingsInputSchema, AppSettingsSchema, PreviewKeySchema } from '../schemas/app-settings';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';
import { NoBody } from '../schemas/common';

/** The app settings function (spec 2 section 7), under `/api` (`/app-settings` bare is the console's screen). */
export const APP_SETTINGS_ROUTES = [
  { method: 'GET', path: '/app-settings', resource: 'app-settings', ...appCmsRead, summary: "The visitor app's settings (defaults before the first save).", response: AppSettingsSchema },
  { method: 'POST', path: '/app-settings', resource: 'app-settings', ...appCmsWrite, summary: "Save the app's settings whole, at the version read (0 before the first save).", body: AppSettingsInputSchema, response: savedWithFileReport(AppSettingsSchema) },
  { method: 'POST', path: '/app-settings/preview-key', resource: 'app-settings', ...appCmsWrite, summary: "A new preview key for the app's test builds (shown once; the old one stops working).", body: NoBody, response: PreviewKeySchema },
  { method: 'POST', path: '/uploads/app-settings-images', resource: 'app-settings', ...appCmsWrite, summary: "Presign the upload of the app's logo, icon or About image.", body: UploadRequestSchema, response: UploadTicketSchema },
] as const satisfies readonly RouteDef[];
