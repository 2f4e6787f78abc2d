import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import { ObjectCreateSchema, ObjectUpdateSchema } from '../../shared/schemas/object';
import { recordCreateSchema, recordUpdateSchema } from '../../shared/schemas/records';
import { loggable } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { CollectionObjectEntity } from '../lib/entities/collection-object';
import { RelatedRecordEntity, type RelatedRecordItem } from '../lib/entities/related-record';
import { parse } from '../lib/validate';
import { toObjectDto, type ObjectRecord } from '../catalogue/objects/object-dto';
import { createObject, OBJECT_ENTITY_TYPE, updateObject } from '../catalogue/objects/object-saves';
import { toRecordDto } from '../catalogue/records/record-dto';
import { createRecord, updateRecord } from '../catalogue/records/service';

/** A record as the change log holds it (`loggable`: the stored item without tenant and tallies). */
export type Logged = Record<string, unknown> & { id: string; version?: number };

/**
 * What restore needs of one kind of record (its area: shared/restore-areas.ts): today's record, the form's input for a
 * logged state (read through the API's own answer, then the form's schema), the files a state
 * holds by field, and the saves of its own service. Objects and the six record types.
 */
export type RestoreKind = {
  readonly label: string;
  /** The keys a logged state must hold to be a whole record of this kind. */
  readonly requiredKeys: readonly string[];
  current(tenant: string, id: string): Promise<Logged | undefined>;
  files(state: Logged): [field: string, urls: string[]][];
  save(ctx: RequestContext, state: Logged, current: Logged | undefined): Promise<{ version: number }>;
};

const urlsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((f) => (typeof f === 'object' && f && typeof (f as { url?: unknown }).url === 'string' ? [(f as { url: string }).url] : []));

const OBJECT_KIND: RestoreKind = {
  label: 'object',
  requiredKeys: ['id', 'inventoryNumber'],
  async current(tenant, id) {
    const { data } = await CollectionObjectEntity.get({ tenant, id }).go({ consistent: true });
    return (loggable(data) as Logged | undefined) ?? undefined;
  },
  files: (state) => [
    ['mainImage', urlsOf(state.mainImage)],
    ['imageList', urlsOf(state.imageList)],
  ],
  async save(ctx, state, current) {
    const input = toObjectDto(state as unknown as ObjectRecord);
    if (!current) return createObject(ctx, parse(ObjectCreateSchema, input), { id: state.id });
    return updateObject(ctx, parse(ObjectUpdateSchema, { ...input, version: current.version }));
  },
};

function recordKind(type: RecordType): RestoreKind {
  return {
    label: type.label.toLowerCase(),
    requiredKeys: ['id', 'objectId', 'fields'],
    async current(tenant, id) {
      const { data } = await RelatedRecordEntity.get({ tenant, type: type.name, id }).go({ consistent: true });
      return (loggable(data) as Logged | undefined) ?? undefined;
    },
    files: (state) => {
      const fields = (state.fields ?? {}) as Record<string, unknown>;
      return type.fields.filter((f) => f.kind === 'images' || f.kind === 'documents').map((f) => [f.name, urlsOf(fields[f.name])]);
    },
    async save(ctx, state, current) {
      const input = toRecordDto(type, state as unknown as RelatedRecordItem, undefined);
      if (!current) return createRecord(ctx, type, parse(recordCreateSchema(type), input), { id: state.id });
      return updateRecord(ctx, type, parse(recordUpdateSchema(type), { ...input, version: current.version }));
    },
  };
}

/** The kind of record a change's entity type names; undefined for what restore does not cover. */
export function restoreKind(entityType: string): RestoreKind | undefined {
  if (entityType === OBJECT_ENTITY_TYPE) return OBJECT_KIND;
  return Object.hasOwn(RECORD_TYPES, entityType) ? recordKind(RECORD_TYPES[entityType as keyof typeof RECORD_TYPES]) : undefined;
}
