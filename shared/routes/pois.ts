import * as z from 'zod/mini';
import { ITEM_WRITE_WITH_CATALOGUING } from '../permissions';
import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { CsvExportQuery, savedWithFileReport } from '../schemas/app-content';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { LanguageSchema } from '../schemas/language';
import { PoiCompleteSchema, PoiCreateSchema, PoiDropdownQuery, PoiFromObjectSchema, PoiLanguagesQuery, PoiListQuery, PoiOptionSchema, PoiPageSchema, PoiSchema, PoiUpdateSchema } from '../schemas/poi';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';

const base = { resource: 'pois', unprefixed: true } as const;

/**
 * The POIs function (spec 2 section 7, "POIs"): served at `/point-of-interests` as the spec gives
 * it and under `/api`. Read and write on App CMS; with Item-Cataloging on, a POI's update and delete
 * also need item write (spec 2 section 6).
 */
export const POIS_ROUTES = [
  { method: 'GET', path: '/point-of-interests', ...base, ...appCmsRead, summary: 'A page of POIs by title: title, groupId, itemId (a linked object), language (content in it).', query: PoiListQuery, response: PoiPageSchema },
  { method: 'GET', path: '/point-of-interests/dropdown', ...base, ...appCmsRead, summary: "The POIs as options (id, title), those without a beacon when notAssignedToBeacon=true.", query: PoiDropdownQuery, response: z.array(PoiOptionSchema) },
  { method: 'GET', path: '/point-of-interests/languages', ...base, ...appCmsRead, summary: "The app's languages a POI can hold content in, by name (value).", query: PoiLanguagesQuery, response: z.array(LanguageSchema) },
  { method: 'GET', path: '/point-of-interests/export', ...base, ...appCmsRead, summary: 'The selected POIs (idList) or all (all=true) as CSV (UTF-8 with BOM), texts in `language` (default: the default language).', query: CsvExportQuery },
  { method: 'GET', path: '/point-of-interests/{id}', ...base, ...appCmsRead, summary: 'One POI.', response: PoiSchema },
  { method: 'GET', path: '/point-of-interests/{id}/complete', ...base, ...appCmsRead, summary: 'One POI with its linked items and beacon spelled out.', response: PoiCompleteSchema },
  { method: 'POST', path: '/point-of-interests', ...base, ...appCmsWrite, summary: 'Create a POI.', body: PoiCreateSchema, response: PoiSchema },
  { method: 'PUT', path: '/point-of-interests/{id}', ...base, ...appCmsWrite, gate: ITEM_WRITE_WITH_CATALOGUING, summary: 'Update a POI (version in the body).', body: PoiUpdateSchema, response: savedWithFileReport(PoiSchema) },
  { method: 'DELETE', path: '/point-of-interests', ...base, ...appCmsWrite, gate: ITEM_WRITE_WITH_CATALOGUING, summary: 'Delete POIs (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
  // Issue 31: it reads an object, so item read (in Item-Cataloging) as well, always.
  { method: 'POST', path: '/objects/{id}/poi', resource: 'pois', ...appCmsWrite, gate: { area: 'item', level: 'read' }, summary: 'A POI made from an object.', body: PoiFromObjectSchema, response: PoiSchema },
  { method: 'POST', path: '/uploads/poi-images', resource: 'pois', ...appCmsWrite, summary: "Presign the upload of a POI's image.", body: UploadRequestSchema, response: UploadTicketSchema },
  { method: 'POST', path: '/uploads/poiAudio-files', resource: 'pois', ...appCmsWrite, summary: "Presign the upload of a POI's audio (.mp3).", body: UploadRequestSchema, response: UploadTicketSchema },
] as const satisfies readonly RouteDef[];
