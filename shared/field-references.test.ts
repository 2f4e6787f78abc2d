import { describe, expect, it } from 'vitest';
import { fieldReference, referencedIds } from './field-references';
import { RECORD_TYPE_NAMES, recordType } from './records/record-types';

describe('what a stored field names', () => {
  it("names an object's dropdown fields by their dropdown type, single, multiple and other dimensions", () => {
    expect(fieldReference('object', 'classification')).toEqual({ kind: 'dropdown', type: 'classification' });
    expect(fieldReference('object', 'locationArea')).toEqual({ kind: 'dropdown', type: 'locationArea' });
    expect(fieldReference('object', 'material')).toEqual({ kind: 'dropdown', type: 'material' });
    expect(fieldReference('object', 'otherDimensions')).toEqual({ kind: 'dropdown', type: 'otherDimensions' });
  });

  it("names every record type's dropdown fields by their type, and its objectId by the object", () => {
    expect(fieldReference('condition', 'condition')).toEqual({ kind: 'dropdown', type: 'condition' });
    expect(fieldReference('treatment', 'damageType')).toEqual({ kind: 'dropdown', type: 'damageType' });
    // A movement's places and their lower levels are values of the object's location types.
    expect(fieldReference('movement', 'newLocation')).toEqual({ kind: 'dropdown', type: 'location' });
    expect(fieldReference('movement', 'oldLocationArea')).toEqual({ kind: 'dropdown', type: 'locationArea' });
    for (const name of RECORD_TYPE_NAMES) {
      expect(fieldReference(name, 'objectId'), name).toEqual({ kind: 'object' });
      for (const field of recordType(name).fields) {
        expect(fieldReference(name, field.name), `${name}.${field.name}`).toEqual(field.dropdownType ? { kind: 'dropdown', type: field.dropdownType } : undefined);
      }
    }
  });

  it("names a POI's group, beacon and linked items, a POI group's beacon and a user's group", () => {
    expect(fieldReference('poi', 'groupId')).toEqual({ kind: 'poiGroup' });
    expect(fieldReference('poi', 'beaconId')).toEqual({ kind: 'beacon' });
    expect(fieldReference('poi', 'linkedItemIds')).toEqual({ kind: 'object' });
    expect(fieldReference('poiGroup', 'beaconId')).toEqual({ kind: 'beacon' });
    expect(fieldReference('user', 'groupId')).toEqual({ kind: 'userGroup' });
  });

  it('leaves alone values that are what is shown, and types or fields it does not know', () => {
    expect(fieldReference('object', 'objectName')).toBeUndefined();
    expect(fieldReference('poi', 'beaconUniqueId')).toBeUndefined();
    expect(fieldReference('news', 'content')).toBeUndefined();
    expect(fieldReference('nothing', 'groupId')).toBeUndefined();
    expect(fieldReference('object', 'toString')).toBeUndefined();
  });

  it('finds the ids in one id, a list of ids and a list of { id, value } pairs', () => {
    expect(referencedIds('location.1')).toEqual(['location.1']);
    expect(referencedIds(['material.1', 'material.2'])).toEqual(['material.1', 'material.2']);
    expect(referencedIds([{ id: 'otherDimensions.1', value: 4.5 }])).toEqual(['otherDimensions.1']);
    expect(referencedIds(null)).toEqual([]);
    expect(referencedIds('')).toEqual([]);
    expect(referencedIds(12)).toEqual([]);
  });
});
