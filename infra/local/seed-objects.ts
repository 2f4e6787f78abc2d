import { ObjectCreateSchema, type ObjectCreate, type ObjectFile } from '../../shared/schemas/object';
import { dropdownList } from '../../functions/catalogue/dropdowns/dropdown-lists';
import type { RequestContext } from '../../functions/lib/context';
import { CounterEntity } from '../../functions/lib/entities/counter';
import { UserEntity } from '../../functions/lib/entities/user';
import { tenantBySlug, type RegistryTenant } from '../../functions/lib/tenants';
import { createObject } from '../../functions/catalogue/objects/object-saves';
import { systemContext } from '../../functions/onboarding/service';
import { listValues } from '../../functions/catalogue/vocabularies/engine';
import { DROPDOWN_TYPES } from '../../shared/dropdown-types';
import { SEED_OBJECTS, type SeedObject } from './seed-catalog';
import { drawPicture, uploadPicture } from './seed-images';
import { OBJECTS_COUNTER } from '../../functions/catalogue/objects/object-record';

/** The counter the object service keeps (functions/catalogue/objects/object-saves.ts): a museum with objects is left alone. */
export async function objectCount(tenant: string): Promise<number> {
  const { data } = await CounterEntity.get({ tenant, name: OBJECTS_COUNTER }).go({ consistent: true });
  return data?.count ?? 0;
}

/** The museum's admin as the saves' author, so the activity log names a person who can sign in. */
export async function adminContext(registry: RegistryTenant, username: string): Promise<RequestContext> {
  const base = systemContext(registry);
  const { data } = await UserEntity.query.byId({ tenant: registry.slug }).go({ pages: 'all' });
  const admin = data.find((u) => u.username === username);
  if (!admin) return { ...base, logIdentifier: 'seed' };
  return { ...base, user: { ...base.user, id: admin.id, username: admin.username, groupId: admin.groupId }, logIdentifier: 'seed' };
}

type ValueIds = (type: string, title: string | undefined, parentId?: string) => string | undefined;

/**
 * The ids of the museum's dropdown values by title: the seed names starter values, and a value the
 * museum renamed or deleted is simply left out of the object.
 */
export async function valueIds(tenant: string, types: readonly string[]): Promise<ValueIds> {
  const byTitle = new Map<string, string>();
  for (const name of types) {
    const type = DROPDOWN_TYPES.find((t) => t.name === name)!;
    const parent = DROPDOWN_TYPES.find((t) => t.child === name);
    for (const v of await listValues(tenant, dropdownList(type, parent))) byTitle.set(`${name}\u0000${v.parentId ?? ''}\u0000${v.value.toLowerCase()}`, v.id);
  }
  return (type, title, parentId) => (title ? byTitle.get(`${type}\u0000${parentId ?? ''}\u0000${title.toLowerCase()}`) : undefined);
}

const PICTURE_LANES = 3;
const REFERENCED_TYPES = ['classification', 'category', 'material', 'technique', 'location', 'locationArea', 'region', 'availabilityPurpose'];

function slug(text: string): string {
  return text.normalize('NFKD').replace(/[^\w]+/gu, '-').replace(/^-|-$/gu, '').toLowerCase() || 'object';
}

/** The pictures of one object: its main image and its image list, each a little different. */
async function pictures(tenant: string, object: SeedObject, epoch: number): Promise<{ mainImage: ObjectFile; imageList: ObjectFile[] }> {
  const name = `${slug(object.inventoryNumber)}-${slug(object.objectName)}`;
  const shapes = ['circle', 'square', 'diamond', 'arch'] as const;
  const count = 1 + (object.extraImages ?? 0);
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const shape = i === 0 ? object.shape : shapes[(shapes.indexOf(object.shape) + i) % shapes.length];
      const colour = object.colour.map((c) => Math.min(255, c + i * 25)) as unknown as typeof object.colour;
      return uploadPicture(tenant, i === 0 ? name : `${name}-${i + 1}`, drawPicture(colour, shape), epoch + i);
    }),
  );
  return { mainImage: files[0], imageList: files.slice(1) };
}

/** The object's input as the form would send it. */
export function seedInput(object: SeedObject, ids: ValueIds, files: { mainImage: ObjectFile; imageList: ObjectFile[] }): ObjectCreate {
  const classification = ids('classification', object.classification);
  const [length, width, height, weight] = object.size;
  const input: Record<string, unknown> = {
    inventoryNumber: object.inventoryNumber,
    quantity: 1,
    objectName: object.objectName,
    objectTitle: object.objectTitle,
    author: object.author,
    description: object.description,
    classification,
    category: classification ? ids('category', object.category, classification) : undefined,
    material: (object.material ?? []).flatMap((m) => ids('material', m) ?? []),
    technique: (object.technique ?? []).flatMap((t) => ids('technique', t) ?? []),
    location: ids('location', object.location),
    locationArea: ids('locationArea', object.locationArea),
    region: ids('region', object.region),
    country: object.country,
    city: object.city,
    century: object.century,
    registrationDate: object.registrationDate,
    length,
    width,
    height,
    weight,
    available: !object.away,
    availabilityPurpose: object.away ? ids('availabilityPurpose', object.away) : undefined,
    recordedBy: 'Registrar',
    photographer: 'Museum photography studio',
    dateTaken: object.registrationDate,
    mainImage: files.mainImage,
    imageList: files.imageList,
    ...object.car,
    ...object.book,
  };
  // Through the API's own schema: what is saved is what a POST of this body saves.
  return ObjectCreateSchema.parse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
}

/**
 * A few dozen objects with pictures in one museum, saved through the API's own service (counts,
 * the inventory number's claim, dropdown uses, search and the activity log as for any save). A
 * museum that has objects already is left alone; returns how many were added.
 */
export async function seedMuseumObjects(registry: RegistryTenant, adminUsername: string): Promise<number> {
  if ((await objectCount(registry.slug)) > 0) return 0;
  const ctx = await adminContext(registry, adminUsername);
  const ids = await valueIds(registry.slug, REFERENCED_TYPES);
  const epoch = Date.now();
  // Pictures are drawn and stored in a few lanes while the saves run one by one (they share the
  // object counter, so concurrent saves would cancel each other): each save waits for its own.
  const uploads: Promise<Awaited<ReturnType<typeof pictures>>>[] = [];
  const lanes = Array.from({ length: PICTURE_LANES }, () => Promise.resolve() as Promise<unknown>);
  SEED_OBJECTS.forEach((object, i) => {
    const lane = i % PICTURE_LANES;
    const upload = lanes[lane].then(() => pictures(registry.slug, object, epoch + i * 10));
    lanes[lane] = upload.catch(() => undefined);
    uploads.push(upload);
  });
  // Every upload's failure is handled here, whichever save is running when it happens.
  const allUploads = Promise.all(uploads);
  allUploads.catch(() => undefined);
  for (const [i, object] of SEED_OBJECTS.entries()) await createObject(ctx, seedInput(object, ids, await uploads[i]));
  await allUploads;
  return SEED_OBJECTS.length;
}

/** `npm start`: each local museum gets its few dozen objects once. */
export async function seedLocalObjects(slugs: readonly string[], adminUsername: string): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const slug of slugs) {
    const registry = await tenantBySlug(slug);
    if (registry) added[slug] = await seedMuseumObjects(registry, adminUsername);
  }
  return added;
}
