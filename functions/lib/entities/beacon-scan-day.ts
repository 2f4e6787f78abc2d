import type { EntityItem } from 'electrodb';
import { Entity } from 'electrodb/src/entity.js';
import { TABLE_KEYS } from '../../../shared/keys';
import { entityConfig, SERVICE } from './table';
import { lazyEntity } from './lazy-entity';

/**
 * A beacon's scans of one day in the museum's time zone (spec 2 section 2, Beacon Scans): one
 * counter item per (day, beacon), so a date range is one Query of the museum's days, however
 * many years of scans it holds.
 */
export const BeaconScanDayEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'beaconScanDay', version: '1', service: SERVICE },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          date: { type: 'string', required: true, readOnly: true },
          beaconId: { type: 'string', required: true, readOnly: true },
          uniqueId: { type: 'string', required: true },
          count: { type: 'number', required: true, default: 0 },
        },
        indexes: {
          byDay: {
            pk: { field: TABLE_KEYS.partitionKey, composite: ['tenant'], template: '${tenant}#beaconScanDay', casing: 'none' },
            sk: { field: TABLE_KEYS.sortKey, composite: ['date', 'beaconId'], template: '${date}#${beaconId}', casing: 'none' },
          },
        },
      },
      entityConfig,
    ),
);
export type BeaconScanDayItem = EntityItem<typeof BeaconScanDayEntity>;
