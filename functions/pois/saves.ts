import { randomUUID } from 'node:crypto';
import { APP_MESSAGES } from '../../shared/app-content/constants';
import { poiContentRule } from '../../shared/app-content/content-rules';
import { hasFeature } from '../../shared/permissions';
import type { PoiInput, PoiUpdate } from '../../shared/schemas/poi';
import type { UploadRequest } from '../../shared/schemas/upload';
import { appLanguages, type AppLanguages } from '../lib/app-content/app-languages';
import { contentSearchEntities, contentSearchWrites } from '../lib/app-content/content-index';
import { mergeContent } from '../lib/app-content/language-content';
import { deleteDroppedFiles, storedFile, storedFiles, withFilesNotDeleted, type FilesByFolder } from '../lib/app-content/stored-files';
import { loggable, writeWithLog, type Change } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { BeaconEntity } from '../lib/entities/beacon';
import { CollectionObjectEntity } from '../lib/entities/collection-object';
import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { PoiGroupEntity } from '../lib/entities/poi-group';
import { StaleVersionError, ValidationError } from '../lib/errors';
import { presignUpload } from '../lib/uploads';
import { Plan } from '../lib/write-plan';
import { readGroup } from '../visitor-app/poi-group-record';
import { contentOf, poiSearchDoc, type StoredContent } from '../visitor-app/poi-record';
import { readPoi } from '../visitor-app/poi-reads';
import { getPoi } from './service';

/**
 * POI saves (spec 2 sections 2 to 7), loaded by the first write rather than at a cold start. A
 * save is one transaction: the POI, its group's POI count (a group in use cannot be deleted), its
 * search document and the change log.
 */
const ENTITY_TYPE = 'poi';
const WRITES = { poi: PoiEntity, poiGroup: PoiGroupEntity, beacon: BeaconEntity, ...contentSearchEntities };


const blankContent = (language: string): StoredContent => ({ language, audioList: [], state: 'PUBLISHED' });

/** Linked items are objects of the collection; a user without Item-Cataloging keeps those stored. */
async function linkedItems(ctx: RequestContext, sent: string[], stored: string[]): Promise<string[]> {
  if (!hasFeature(ctx.grant, 'Item-Cataloging')) return stored;
  if (!sent.length) return [];
  const { data } = await CollectionObjectEntity.get(sent.map((id) => ({ tenant: ctx.tenant, id }))).go({ attributes: ['id'], consistent: true, concurrency: 4 });
  const found = new Set(data.map((o) => o.id));
  const gone = sent.find((id) => !found.has(id));
  if (gone) {
    const message = `There is no object ${gone}.`;
    throw new ValidationError(message, { linkedItemIds: message });
  }
  return sent;
}

/** The POI as a save stores it, checked against the museum's languages, folders, groups and objects. */
async function storedPoi(ctx: RequestContext, input: PoiInput, current: PoiItem | undefined, languages: AppLanguages) {
  const t = ctx.tenant;
  const sent: StoredContent[] = input.content.map((c) => ({
    ...c,
    audioList: storedFiles(t, 'poiAudio-files', c.audioList, `content.${c.language}.audioList`),
    state: c.language === languages.defaultCode ? 'PUBLISHED' : (c.state ?? 'INHERITED'),
  }));
  const content = mergeContent(sent, current ? contentOf(current) : [], languages, poiContentRule, blankContent);
  await readGroup(t, input.group.id).catch(() => {
    throw new ValidationError(APP_MESSAGES.poiGroupRequired, { group: APP_MESSAGES.poiGroupRequired });
  });
  const featuredImage = storedFile(t, 'poi-images', input.featuredImage, 'featuredImage');
  return {
    content,
    groupId: input.group.id,
    ...(input.externalReference ? { externalReference: input.externalReference } : {}),
    imageList: storedFiles(t, 'poi-images', input.imageList, 'imageList'),
    referenceImageList: storedFiles(t, 'poi-images', input.referenceImageList, 'referenceImageList'),
    ...(featuredImage ? { featuredImage } : {}),
    linkedItemIds: await linkedItems(ctx, input.linkedItemIds, (current?.linkedItemIds ?? []) as string[]),
    beaconSensitivityRange: input.beaconSensitivityRange,
    location: input.location,
    ...(input.youtubeLink ? { youtubeLink: input.youtubeLink } : {}),
  };
}

function filesOf(item: Partial<PoiItem> | undefined): FilesByFolder {
  if (!item) return {};
  return {
    'poi-images': [item.featuredImage as never, ...((item.imageList ?? []) as never[]), ...((item.referenceImageList ?? []) as never[])],
    'poiAudio-files': contentOf({ content: item.content ?? [] }).flatMap((c) => c.audioList ?? []),
  };
}

const groupGone = () => new ValidationError(APP_MESSAGES.poiGroupRequired, { group: APP_MESSAGES.poiGroupRequired });

export async function createPoi(ctx: RequestContext, input: PoiInput) {
  const languages = await appLanguages(ctx.tenant);
  const item = { tenant: ctx.tenant, id: randomUUID(), ...(await storedPoi(ctx, input, undefined, languages)), version: 1, createdAt: new Date().toISOString() } as PoiItem;
  const plan = new Plan(() => new StaleVersionError('POI'));
  await writeWithLog(
    ctx,
    [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: loggable(item) }],
    WRITES,
    (e) =>
      plan.attempt(() => {
        plan.add(e.poi.create(item).commit(), () => new StaleVersionError('POI'));
        plan.add(e.poiGroup.patch({ tenant: ctx.tenant, id: item.groupId }).add({ poiCount: 1 }).commit(), groupGone);
        for (const w of contentSearchWrites(e, ctx.tenant, 'poi', item.id, poiSearchDoc(item, languages.defaultCode))) plan.add(w, () => new StaleVersionError('POI'));
      }),
    plan.rejection,
  );
  return getPoi(ctx, item.id);
}

export async function updatePoi(ctx: RequestContext, id: string, input: PoiUpdate) {
  const languages = await appLanguages(ctx.tenant);
  const current = await readPoi(ctx.tenant, id);
  if (current.version !== input.version) throw new StaleVersionError('POI');
  const fields = await storedPoi(ctx, input, current, languages);
  // The beacon is the assignment's (PUT /beacons/{id}); the rest is the form's, saved whole.
  const next = { tenant: ctx.tenant, id, ...fields, ...(current.beaconId ? { beaconId: current.beaconId, beaconUniqueId: current.beaconUniqueId } : {}), version: input.version + 1, createdAt: current.createdAt } as PoiItem;
  const plan = new Plan(() => new StaleVersionError('POI'));
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    WRITES,
    (e) =>
      plan.attempt(() => {
        plan.add(
          e.poi
            .put(next)
            .where(({ version, beaconId }, { eq, notExists }) => `${eq(version, input.version)} AND ${current.beaconId ? eq(beaconId, current.beaconId) : notExists(beaconId)}`)
            .commit(),
          () => new StaleVersionError('POI'),
        );
        if (next.groupId !== current.groupId) {
          plan.add(e.poiGroup.patch({ tenant: ctx.tenant, id: next.groupId }).add({ poiCount: 1 }).commit(), groupGone);
          plan.add(e.poiGroup.patch({ tenant: ctx.tenant, id: current.groupId }).add({ poiCount: -1 }).commit(), () => new StaleVersionError('POI'));
        }
        for (const w of contentSearchWrites(e, ctx.tenant, 'poi', id, poiSearchDoc(next, languages.defaultCode))) plan.add(w, () => new StaleVersionError('POI'));
      }),
    plan.rejection,
  );
  const notDeleted = await deleteDroppedFiles(ctx.tenant, filesOf(current), filesOf(next));
  return withFilesNotDeleted(await getPoi(ctx, id), notDeleted);
}

/** Deletes POIs (all checked first): each leaves its group's count, and its beacon unassigned. */
export async function deletePois(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  const pois = await Promise.all([...new Set(ids)].map((id) => readPoi(ctx.tenant, id)));
  checkDeleteVersions(pois, ids, versions, 'POI');
  for (const poi of pois) {
    const changes: Change[] = [{ action: 'DELETE', entityType: ENTITY_TYPE, entityId: poi.id, oldValue: loggable(poi) }];
    const plan = new Plan(() => new StaleVersionError('POI'));
    await writeWithLog(
      ctx,
      changes,
      WRITES,
      (e) =>
        plan.attempt(() => {
          plan.add(
            e.poi
              .delete({ tenant: ctx.tenant, id: poi.id })
              .where(({ version, beaconId }, { eq, notExists }) => `${eq(version, poi.version)} AND ${poi.beaconId ? eq(beaconId, poi.beaconId) : notExists(beaconId)}`)
              .commit(),
            () => new StaleVersionError('POI'),
          );
          plan.add(e.poiGroup.patch({ tenant: ctx.tenant, id: poi.groupId }).add({ poiCount: -1 }).commit(), () => new StaleVersionError('POI'));
          if (poi.beaconId) {
            plan.add(
              e.beacon.patch({ tenant: ctx.tenant, id: poi.beaconId }).remove(['poiId']).where(({ poiId }, { eq }) => eq(poiId, poi.id)).commit(),
              () => new StaleVersionError('POI'),
            );
          }
          for (const w of contentSearchWrites(e, ctx.tenant, 'poi', poi.id, null)) plan.add(w, () => new StaleVersionError('POI'));
        }),
      plan.rejection,
    );
    await deleteDroppedFiles(ctx.tenant, filesOf(poi));
  }
  return { deleted: pois.length };
}

/** POST /uploads/poi-images and /uploads/poiAudio-files: a file the form is about to save. */
export function presignPoiFile(ctx: RequestContext, folder: 'poi-images' | 'poiAudio-files', body: UploadRequest) {
  return presignUpload(ctx.tenant, folder, body.fileName, body.contentType);
}
