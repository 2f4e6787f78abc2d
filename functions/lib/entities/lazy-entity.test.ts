import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit-test-table';

describe('lazyEntity', () => {
  it('builds nothing until the entity is used, then builds it once', async () => {
    const { lazyEntity } = await import('./lazy-entity');
    let built = 0;
    const entity = lazyEntity(() => {
      built += 1;
      return { name: 'user', describe() { return `entity ${this.name}`; } };
    });
    expect(built).toBe(0);
    expect(entity.describe()).toBe('entity user');
    expect(entity.name).toBe('user');
    expect(built).toBe(1);
  });

  it('answers as the ElectroDB entity it stands for: same keys, same parameters', async () => {
    const { UserEntity } = await import('./user');
    const params = UserEntity.get({ tenant: 'demo', id: 'u1' }).params<{ Key: Record<string, string> }>();
    expect(params.Key).toEqual({ pk: 'demo#user', sk: '$user_1#id_u1' });
    expect(Object.keys(UserEntity)).toContain('model');
  });
});
