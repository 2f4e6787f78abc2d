import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { ContentListQuery, CsvExportQuery, savedWithFileReport } from '../schemas/app-content';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { PoiGroupCreateSchema, PoiGroupPageSchema, PoiGroupSchema, PoiGroupUpdateSchema } from '../schemas/poi-group';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';

const base = { resource: 'poi-groups', unprefixed: true } as const;

/** The POI groups function (spec 2 section 7), at `/point-of-interest-groups` and under `/api`. */
export const POI_GROUPS_ROUTES = [
  { method: 'GET', path: '/point-of-interest-groups', ...base, ...appCmsRead, summary: 'A page of POI groups by title.', query: ContentListQuery, response: PoiGroupPageSchema },
  { method: 'GET', path: '/point-of-interest-groups/export', ...base, ...appCmsRead, summary: 'The selected groups (idList) or all (all=true) as CSV (UTF-8 with BOM).', query: CsvExportQuery },
  { method: 'GET', path: '/point-of-interest-groups/{id}', ...base, ...appCmsRead, summary: 'One POI group.', response: PoiGroupSchema },
  { method: 'POST', path: '/point-of-interest-groups', ...base, ...appCmsWrite, summary: 'Create a POI group.', body: PoiGroupCreateSchema, response: PoiGroupSchema },
  { method: 'PUT', path: '/point-of-interest-groups/{id}', ...base, ...appCmsWrite, summary: 'Update a POI group (version in the body).', body: PoiGroupUpdateSchema, response: savedWithFileReport(PoiGroupSchema) },
  { method: 'DELETE', path: '/point-of-interest-groups', ...base, ...appCmsWrite, summary: 'Delete POI groups no POI belongs to (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
  { method: 'POST', path: '/uploads/poi-group-images', resource: 'poi-groups', ...appCmsWrite, summary: "Presign the upload of a POI group's image.", body: UploadRequestSchema, response: UploadTicketSchema },
] as const satisfies readonly RouteDef[];
