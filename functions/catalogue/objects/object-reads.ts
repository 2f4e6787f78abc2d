import type { RequestContext } from '../../lib/context';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { NotFoundError } from '../../lib/errors';
import { toObjectDto, type ObjectRecord } from './object-dto';

// One object read as the saves read it (`object-saves.ts`, which the objects function loads on its first write).

export async function objectRecord(tenant: string, id: string): Promise<ObjectRecord> {
  const { data } = await CollectionObjectEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no object ${id}.`);
  return data;
}

export async function getObject(ctx: RequestContext, id: string) {
  return toObjectDto(await objectRecord(ctx.tenant, id));
}
