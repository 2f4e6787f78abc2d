import { randomUUID } from 'node:crypto';
import { CSV_EXPORTS } from '../../shared/app-content/constants';
import type { CsvExportRequest } from '../../shared/schemas/app-content';
import type { PoiGroupInput, PoiGroupUpdate } from '../../shared/schemas/poi-group';
import type { UploadRequest } from '../../shared/schemas/upload';
import { allContent, contentSearchEntities, contentSearchWrites } from '../lib/app-content/content-index';
import { csvReply } from '../lib/app-content/csv-reply';
import { deleteDroppedFiles, storedFile, withFilesNotDeleted } from '../lib/app-content/stored-files';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { PoiGroupEntity, type PoiGroupItem } from '../lib/entities/poi-group';
import { ConflictError, StaleVersionError } from '../lib/errors';
import { presignUpload } from '../lib/uploads';
import { groupSearchDoc, groupsById, readGroup } from '../visitor-app/poi-group-record';
import { getGroup } from './service';

/**
 * What the POI group form and the list's export call besides the reads, loaded as one chunk on
 * the first of them rather than at a cold start: the saves (each one transaction with its search
 * document and change log), the image presign and the CSV export.
 */
const ENTITY_TYPE = 'poiGroup';
const FOLDER = 'poi-group-images';
const WRITES = { poiGroup: PoiGroupEntity, ...contentSearchEntities };

export async function createGroup(ctx: RequestContext, input: PoiGroupInput) {
  const item = { tenant: ctx.tenant, id: randomUUID(), title: input.title, image: storedFile(ctx.tenant, FOLDER, input.image, 'image'), poiCount: 0, version: 1 } as PoiGroupItem;
  await writeWithLog(ctx, [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: loggable(item) }], WRITES, (e) => [
    e.poiGroup.create(item).commit(),
    ...contentSearchWrites(e, ctx.tenant, 'poiGroup', item.id, groupSearchDoc(item)),
  ]);
  return getGroup(ctx, item.id);
}

export async function updateGroup(ctx: RequestContext, id: string, input: PoiGroupUpdate) {
  const current = await readGroup(ctx.tenant, id);
  if (current.version !== input.version) throw new StaleVersionError('POI group');
  const image = storedFile(ctx.tenant, FOLDER, input.image, 'image');
  const next = { ...current, title: input.title, image, version: input.version + 1 } as PoiGroupItem;
  if (!image) delete next.image;
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    WRITES,
    (e) => [
      // Only what the form edits: poiCount and the beacon move with other saves, meanwhile too.
      (image ? e.poiGroup.patch({ tenant: ctx.tenant, id }).set({ title: next.title, image, version: next.version }) : e.poiGroup.patch({ tenant: ctx.tenant, id }).set({ title: next.title, version: next.version }).remove(['image']))
        .where(({ version }, { eq }) => eq(version, input.version))
        .commit(),
      ...contentSearchWrites(e, ctx.tenant, 'poiGroup', id, groupSearchDoc(next)),
    ],
    () => new StaleVersionError('POI group'),
  );
  const notDeleted = await deleteDroppedFiles(ctx.tenant, { [FOLDER]: [current.image as never] }, { [FOLDER]: [image] });
  return withFilesNotDeleted(await getGroup(ctx, id), notDeleted);
}

function groupInUse(group: PoiGroupItem) {
  const count = group.poiCount ?? 0;
  return new ConflictError(`The POI group ${group.title} has ${count} POI${count === 1 ? '' : 's'}. Move or delete them first.`);
}

/** Deletes groups no POI belongs to; all are checked first, so one in use or stale deletes nothing. */
export async function deleteGroups(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  const groups = await Promise.all([...new Set(ids)].map((id) => readGroup(ctx.tenant, id)));
  checkDeleteVersions(groups, ids, versions, 'POI group');
  const used = groups.find((g) => (g.poiCount ?? 0) > 0);
  if (used) throw groupInUse(used);
  const withBeacon = groups.find((g) => g.beaconId);
  if (withBeacon) throw new ConflictError(`The POI group ${withBeacon.title} has beacon ${withBeacon.beaconUniqueId} assigned. Unassign it first.`);
  for (const group of groups) {
    await writeWithLog(
      ctx,
      [{ action: 'DELETE', entityType: ENTITY_TYPE, entityId: group.id, oldValue: loggable(group) }],
      WRITES,
      (e) => [
        e.poiGroup
          .delete({ tenant: ctx.tenant, id: group.id })
          .where(({ version, poiCount, beaconId }, { eq, notExists }) => `${eq(version, group.version)} AND ${eq(poiCount, 0)} AND ${notExists(beaconId)}`)
          .commit(),
        ...contentSearchWrites(e, ctx.tenant, 'poiGroup', group.id, null),
      ],
      () => new ConflictError(`The POI group ${group.title} changed meanwhile (a POI or a beacon was added to it). Reload and try again.`),
    );
    await deleteDroppedFiles(ctx.tenant, { [FOLDER]: [group.image as never] });
  }
  return { deleted: groups.length };
}

export async function exportGroups(ctx: RequestContext, request: CsvExportRequest) {
  const ids = request.all ? (await allContent(ctx.tenant, 'poiGroup')).map((d) => d.id) : request.ids;
  const groups = await groupsById(ctx.tenant, ids);
  return csvReply(
    CSV_EXPORTS.poiGroups,
    ctx.registry.timeZone,
    ['ID', 'Title', 'Image', 'Beacon', 'POIs'],
    groups.map((g) => [g.id, g.title, (g.image as { url?: string } | undefined)?.url ?? '', g.beaconUniqueId ?? '', g.poiCount ?? 0]),
  );
}

export function presignGroupImage(ctx: RequestContext, body: UploadRequest) {
  return presignUpload(ctx.tenant, FOLDER, body.fileName, body.contentType);
}
