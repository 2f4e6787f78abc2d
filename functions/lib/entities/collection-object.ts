import { Entity } from 'electrodb/src/entity.js';
import { INDEXES, TABLE_KEYS } from '../../../shared/keys';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_PRODUCTION_YEAR_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_TEXT_FIELDS,
} from '../../../shared/schemas/object-fields';
import { RECORD_TYPE_NAMES } from '../../../shared/records/record-type';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/** `{ field: attribute }` for a list of field names: the attributes follow the field table. */
function attributesOf<const K extends readonly string[], A>(names: K, attribute: A) {
  return Object.fromEntries(names.map((name) => [name, attribute])) as { [P in K[number]]: A };
}

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
const file = {
  type: 'map',
  properties: { uid: { type: 'string', required: true }, name: { type: 'string', required: true }, url: { type: 'string', required: true } },
} as const;

/**
 * A collection object (spec 2 section 3): one item per object under the museum's partition of
 * objects; the `byInventoryNumber` index lists them in inventory-number order. Dropdown fields
 * hold value ids; each reference counts one use on its value, moved in the object's transaction.
 */
export const CollectionObjectEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'collectionObject', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          inventoryNumber: { type: 'string', required: true },
          /** The inventory number in list order: lower case, digit runs padded ('A-2' before 'A-10'). */
          numberOrder: { type: 'string', required: true },
          ...attributesOf(OBJECT_TEXT_FIELDS, text),
          ...attributesOf(OBJECT_LONG_TEXT_FIELDS, text),
          ...attributesOf(OBJECT_LINK_FIELDS, text),
          ...attributesOf(OBJECT_INTEGER_FIELDS, number),
          ...attributesOf(OBJECT_NUMBER_FIELDS, number),
          ...attributesOf(OBJECT_PRODUCTION_YEAR_FIELDS, number),
          ...attributesOf(OBJECT_BOOLEAN_FIELDS, boolean),
          ...attributesOf(OBJECT_DATE_FIELDS, text),
          ...attributesOf(Object.keys(OBJECT_SINGLE_REFS) as (keyof typeof OBJECT_SINGLE_REFS)[], text),
          ...attributesOf(Object.keys(OBJECT_MULTI_REFS) as (keyof typeof OBJECT_MULTI_REFS)[], { type: 'list', items: { type: 'string' } } as const),
          /** Stored as a list: a dimension's id is a dropdown id, not a fixed map property. */
          otherDimensions: {
            type: 'list',
            items: { type: 'map', properties: { id: { type: 'string', required: true }, value: { type: 'number', required: true } } },
          },
          /** Labelled details (issue 28), in the order the form or file gave them. */
          details: {
            type: 'list',
            items: { type: 'map', properties: { label: { type: 'string', required: true }, value: { type: 'string', required: true } } },
          },
          mainImage: file,
          imageList: { type: 'list', items: file },
          /**
           * How many related records (conditions, treatments, ... : issue 11) name this object,
           * moved in their own transactions: an object in use cannot be deleted.
           */
          recordUses: { type: 'number' },
          /**
           * What the object's records say of it (functions/catalogue/dashboard-figures/object-facts.ts): records per
           * type, curatorial forms with a label, the latest condition. Kept by the record writes
           * at `tallyVersion`, so concurrent ones cannot both count from the same state.
           */
          tally: {
            type: 'map',
            properties: {
              ...attributesOf(RECORD_TYPE_NAMES, number),
              labelled: number,
              latestConditionKey: text,
              latestCondition: text,
            },
          },
          tallyVersion: number,
          ...recordAttributes,
        },
        indexes: {
          byId: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#object', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
          byInventoryNumber: {
            index: INDEXES.gsi1.name,
            pk: { field: INDEXES.gsi1.partitionKey, composite: ['tenant'], template: '${tenant}#objectByNumber', casing: 'none' },
            sk: { field: INDEXES.gsi1.sortKey, composite: ['numberOrder', 'id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
