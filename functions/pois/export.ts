import { CSV_EXPORTS } from '../../shared/app-content/constants';
import type { CsvExportRequest } from '../../shared/schemas/app-content';
import { appLanguages } from '../lib/app-content/app-languages';
import { allContent } from '../lib/app-content/content-index';
import { csvReply } from '../lib/app-content/csv-reply';
import type { RequestContext } from '../lib/context';
import { groupsById } from '../visitor-app/poi-group-record';
import { contentOf } from '../visitor-app/poi-record';
import { poisById } from '../visitor-app/poi-reads';

/** The POIs' CSV export (spec 2), loaded with the form's calls (`form-calls.ts`): a cold start is most often a list or a POI opened. */
export async function exportPois(ctx: RequestContext, request: CsvExportRequest) {
  const languages = await appLanguages(ctx.tenant);
  const language = request.language ?? languages.defaultCode;
  const ids = request.all ? (await allContent(ctx.tenant, 'poi')).map((d) => d.id) : request.ids;
  const rows: unknown[][] = [];
  // BatchGet reads 100 at a time; the groups are few and read once.
  for (let i = 0; i < ids.length; i += 500) {
    const items = await poisById(ctx.tenant, ids.slice(i, i + 500));
    const groups = new Map((await groupsById(ctx.tenant, items.map((p) => p.groupId))).map((g) => [g.id, g.title]));
    for (const p of items) {
      const c = contentOf(p).find((x) => x.language === language);
      const location = p.location as { location: string; latitude: number; longitude: number };
      const range = p.beaconSensitivityRange as { min: number; max: number };
      rows.push([
        p.id, c?.title ?? '', c?.subtitle ?? '', c?.description ?? '', c ? (c.language === languages.defaultCode ? 'PUBLISHED' : c.state) : '',
        groups.get(p.groupId) ?? '', p.externalReference ?? '', location.location, location.latitude, location.longitude,
        p.beaconUniqueId ?? '', range.min, range.max, p.youtubeLink ?? '',
      ]);
    }
  }
  return csvReply(
    CSV_EXPORTS.pois,
    ctx.registry.timeZone,
    ['ID', 'Title', 'Subtitle', 'Description', 'State', 'POI Group', 'External Reference', 'Address', 'Latitude', 'Longitude', 'Beacon', 'Detection Range Min (dBm)', 'Detection Range Max (dBm)', 'YouTube Link'],
    rows,
  );
}
