import { APP_MESSAGES, POI_DESCRIPTION_MAX, POI_IMAGES_MAX, POI_TITLE_MAX } from '../../shared/app-content/constants';
import { poiContentRule } from '../../shared/app-content/content-rules';
import { cutText } from '../../shared/app-content/cut-text';
import type { AppFile } from '../../shared/schemas/app-content';
import { PoiCreateSchema, PoiLocationSchema, type PoiFromObject } from '../../shared/schemas/poi';
import * as z from 'zod/mini';
import { objectRecord } from '../catalogue/objects/object-reads';
import type { ObjectRecord } from '../catalogue/objects/object-dto';
import { appLanguages } from '../lib/app-content/app-languages';
import type { RequestContext } from '../lib/context';
import { copyUploads } from '../lib/copy-uploads';
import { PoiEntity } from '../lib/entities/poi';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';
import { ValidationError } from '../lib/errors';
import { deleteUploads } from '../lib/uploads';
import { parse } from '../lib/validate';
import { readGroup } from '../visitor-app/poi-group-record';
import { createPoi } from './saves';

/**
 * `POST /objects/{id}/poi` (issue 31): a POI made from an object, saved through the POI's own
 * create so its group's count, its search document and the change log follow. Everything that can
 * refuse it is checked before a file is copied, and copies of a refused save are deleted: a 400
 * stores nothing.
 */
const Place = z.object({ location: PoiLocationSchema });

/** The title of the object's location (a dropdown value), the default address. */
async function locationTitle(tenant: string, object: ObjectRecord): Promise<string | undefined> {
  if (!object.location) return undefined;
  const { data } = await VocabularyValueEntity.get({ tenant, list: 'dropdown.location', id: object.location }).go({ attributes: ['value'] });
  return data?.value;
}

/** The coordinates of the group's most recently created POI: its POIs are usually in one place. */
async function groupCoordinates(tenant: string, groupId: string) {
  const { data } = await PoiEntity.query.byGroup({ tenant, groupId }).go({ pages: 'all', attributes: ['createdAt', 'location'] });
  const latest = data.reduce<(typeof data)[number] | undefined>((a, b) => (!a || (b.createdAt ?? '') > (a.createdAt ?? '') ? b : a), undefined);
  const at = latest?.location as { latitude?: number; longitude?: number } | undefined;
  return { latitude: at?.latitude, longitude: at?.longitude };
}

/** The sent place, each field left out taken from the object's location and the group's latest POI. */
async function placeOf(tenant: string, object: ObjectRecord, input: PoiFromObject) {
  const sent = input.location ?? {};
  const [address, coordinates] = await Promise.all([
    sent.location ?? locationTitle(tenant, object),
    sent.latitude !== undefined && sent.longitude !== undefined ? sent : groupCoordinates(tenant, input.group.id),
  ]);
  const location = { location: address, latitude: sent.latitude ?? coordinates.latitude, longitude: sent.longitude ?? coordinates.longitude };
  return parse(Place, { location }).location;
}

/** The object's main image as the featured one (else its first image), the others up to the POI's limit. */
function imagesOf(object: ObjectRecord): { featured?: AppFile; others: AppFile[] } {
  const all = [object.mainImage, ...(object.imageList ?? [])].filter((f): f is NonNullable<typeof f> => Boolean(f?.url));
  const unique = all.filter((f, i) => all.findIndex((g) => g.url === f.url) === i);
  const [featured, ...others] = unique;
  return { featured, others: others.slice(0, POI_IMAGES_MAX) };
}

export async function createPoiFromObject(ctx: RequestContext, objectId: string, input: PoiFromObject) {
  const object = await objectRecord(ctx.tenant, objectId);
  const [languages, location] = await Promise.all([
    appLanguages(ctx.tenant),
    readGroup(ctx.tenant, input.group.id).then(
      () => placeOf(ctx.tenant, object, input),
      () => {
        throw new ValidationError(APP_MESSAGES.poiGroupRequired, { group: APP_MESSAGES.poiGroupRequired });
      },
    ),
  ]);
  const language = languages.defaultCode ?? 'en';
  const texts = {
    title: cutText(object.objectName || object.inventoryNumber, POI_TITLE_MAX),
    description: cutText(object.description || object.descriptionLong || '', POI_DESCRIPTION_MAX),
  };
  const missing = poiContentRule(texts, true);
  if (missing.length) throw new ValidationError(missing[0][1], Object.fromEntries(missing.map(([field, message]) => [`content.${language}.${field}`, message])));

  const images = imagesOf(object);
  const copies = await copyUploads(ctx.tenant, 'objects', 'poi-images', images.featured ? [images.featured, ...images.others] : []);
  const [featuredImage, ...imageList] = copies;
  try {
    // The app's other languages are left unpublished, INHERITED (spec 2 section 5): translated and published on the form.
    const others = languages.codes.filter((code) => code !== language).map((code) => ({ language: code, state: 'INHERITED' }));
    const poi = parse(PoiCreateSchema, {
      content: [{ language, ...texts }, ...others],
      ...(featuredImage ? { featuredImage } : {}),
      imageList,
      group: { id: input.group.id },
      linkedItemIds: [object.id],
      location,
    });
    return await createPoi(ctx, poi);
  } catch (error) {
    await deleteUploads(ctx.tenant, 'poi-images', copies.map((f) => f.url));
    throw error;
  }
}
