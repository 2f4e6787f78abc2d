import { beforeAll, describe, expect, it } from 'vitest';
import { DROPDOWN_TYPES } from '../../shared/dropdown-types';
import { STARTER_CHILD_VALUES } from '../catalogue/dropdowns/starter-values';

process.env.TABLE_NAME ??= 'unit-test-table';
let seed: typeof import('./vocabulary-seed');
let engine: typeof import('../catalogue/vocabularies/engine');
beforeAll(async () => {
  seed = await import('./vocabulary-seed');
  engine = await import('../catalogue/vocabularies/engine');
});

describe('starter dropdown values', () => {
  it('give every type values, each type small enough for one transaction', () => {
    for (const type of DROPDOWN_TYPES) {
      const values = seed.starterValues(type);
      expect(values.length, type.name).toBeGreaterThan(0);
      expect(values.length, type.name).toBeLessThanOrEqual(engine.VALUES_PER_TRANSACTION);
    }
  });

  it('repeat no value within its scope', () => {
    for (const type of DROPDOWN_TYPES) {
      const scoped = seed.starterValues(type).map((v) => `${v.parent ?? ''}/${v.value.toLowerCase()}`);
      expect(new Set(scoped).size, type.name).toBe(scoped.length);
    }
  });

  it('put child values only under parent values that are seeded', () => {
    for (const [childType, byParent] of Object.entries(STARTER_CHILD_VALUES)) {
      const parentType = DROPDOWN_TYPES.find((t) => t.child === childType);
      if (!parentType) throw new Error(`${childType} has no parent type`);
      const parents = seed.starterValues(parentType).map((v) => v.value);
      for (const parent of Object.keys(byParent)) expect(parents).toContain(parent);
    }
  });
});
