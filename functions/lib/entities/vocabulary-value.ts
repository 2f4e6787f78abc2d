import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, recordAttributes, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * One value of a controlled vocabulary: a reference list entry (`categories`) or a dropdown
 * value (`dropdown.classification`). Each list is one partition, so loading or searching a list
 * is one query. `usage` counts the records and child values that point at the value; the writes
 * that add or remove a reference change it in the same transaction.
 */
export const VocabularyValueEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'vocabularyValue', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          list: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          value: { type: 'string', required: true },
          /** The value in lower case: DynamoDB's `contains` is case-sensitive, the search is not. */
          search: { type: 'string', required: true },
          color: { type: 'string' },
          /** A condition value the museum counts as bad (the dashboard's Objects in Bad Condition). */
          bad: { type: 'boolean' },
          parentId: { type: 'string' },
          usage: { type: 'number', required: true, default: 0 },
          ...recordAttributes,
        },
        indexes: {
          byList: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant', 'list'], template: '${tenant}#vocabulary#${list}', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['id'], casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
