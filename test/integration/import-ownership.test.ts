import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_CREATE_VALUES_MESSAGE } from '../../shared/schemas/import';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { unique } from './context';
import { csv, importClient, ok, type Row } from './import-client';

/**
 * Issue 27: a batch, its rows, its invalid rows, its commit and its rollback are its starter's and
 * user administrators'; creating the values a file names needs the Settings screens' own permission.
 */
describe('import batches belong to their starter; creating values needs settings write', () => {
  const slug = unique('own').toLowerCase().slice(0, 30);
  const password = 'Own-Admin-1a';
  const users: Record<'admin' | 'starter' | 'colleague' | 'userAdmin', Api> = {} as never;
  const classification = unique('Lacquer');
  const file = () => csv([['Inventory Number', 'Object Name', 'Classification'], [unique('OWN-'), 'Box', classification], ['', 'No number', '']]);

  const hasValue = async () => (ok(await users.admin.get('/api/dropdowns?dropdownType=classification')) as Row[]).some((o) => o.title === classification);

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password } });
    const { port } = inject('stack');
    users.admin = await new Api(port, tenantHost(slug, port)).login('admin', password);
    const signUp = async (groupName: string, permission: Row, names: ('starter' | 'colleague' | 'userAdmin')[]) => {
      const group = ok(await users.admin.post('/api/users/user-groups', { value: groupName, permission }), groupName);
      for (const name of names) {
        const username = unique(name.toLowerCase());
        ok(await users.admin.post('/api/users', { name, email: `${username}@example.org`, username, password: 'Passw0rd-own', userGroup: group.id }), name);
        users[name] = await new Api(port, tenantHost(slug, port)).login(username, 'Passw0rd-own');
      }
    };
    // Cataloguers may import objects but not add dropdown values (no settings write).
    await signUp('Cataloguers', { item: { read: true, write: true }, setting: { read: true, write: false } }, ['starter', 'colleague']);
    await signUp('User administrators', { item: { read: true, write: true }, user: { read: true, write: true } }, ['userAdmin']);
  });

  it('a cataloguer without settings write cannot have the import create values: 403 with the reason, nothing created', async () => {
    const steps = importClient(() => users.starter);
    const batch = await steps.dryRun('values.csv', file());
    expect(batch.newValues.map((v: Row) => v.title)).toEqual([classification]);
    const res = await users.starter.post(`/api/imports/${batch.id}/dry-run`, { mapping: batch.mapping, createValues: true });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, 403);
    expect(res.body.debugMessage).toBe(IMPORT_CREATE_VALUES_MESSAGE);
    expect(ok(await users.starter.get(`/api/imports/${batch.id}`))).toMatchObject({ status: 'ANALYSED', createValues: false, version: batch.version });
    expect(await hasValue()).toBe(false);

    // A batch dry-run by an administrator to create them cannot be committed by someone without settings write either.
    const adminSteps = importClient(() => users.admin);
    const creating = await adminSteps.dryRun('values.csv', file(), { createValues: true });
    expect(creating.counts.create).toBe(1);
    const refused = await users.userAdmin.post(`/api/imports/${creating.id}/commit`, { version: creating.version });
    expect(refused.status).toBe(403);
    expect(refused.body.debugMessage).toBe(IMPORT_CREATE_VALUES_MESSAGE);
    expect(await hasValue()).toBe(false);
    // Nor resumed by them once its commit stopped before the values were made.
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    await ImportBatchEntity.patch({ tenant: slug, id: creating.id }).set({ status: 'FAILED', step: 'commit', cursor: 0 }).go();
    const stopped = ok(await users.admin.get(`/api/imports/${creating.id}`));
    const notResumed = await users.userAdmin.post(`/api/imports/${creating.id}/resume`, { version: stopped.version });
    expect(notResumed.status).toBe(403);
    expect(notResumed.body.debugMessage).toBe(IMPORT_CREATE_VALUES_MESSAGE);
    expect(await hasValue()).toBe(false);
    ok(await users.admin.post(`/api/imports/${creating.id}/resume`, { version: stopped.version }), 'resume');
    expect(await adminSteps.settle(creating.id, 'COMMITTING')).toMatchObject({ status: 'COMMITTED' });
    expect(await hasValue()).toBe(true);
  });

  it("another user of the museum gets 404 for a user's batch, its rows, invalid rows, commit and rollback; a user administrator may", async () => {
    const steps = importClient(() => users.starter);
    const batch = await steps.dryRun('mine.csv', csv([['Inventory Number', 'Object Name'], [unique('MINE-'), 'Mine'], ['', 'Invalid']]));
    const id = batch.id;
    const colleague = users.colleague;
    const notFound = async (res: Awaited<ReturnType<Api['get']>>) => {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expectErrorBody(res.body, 404);
    };
    await notFound(await colleague.get(`/api/imports/${id}`));
    await notFound(await colleague.get(`/api/imports/${id}/rows?class=create`));
    await notFound(await colleague.get(`/api/imports/${id}/invalid-rows`));
    await notFound(await colleague.get(`/api/imports/${id}/headers`));
    await notFound(await colleague.post(`/api/imports/${id}/dry-run`, { mapping: batch.mapping }));
    await notFound(await colleague.post(`/api/imports/${id}/commit`, { version: batch.version }));
    expect((ok(await colleague.get('/api/imports')).content as Row[]).map((b) => b.id)).not.toContain(id);

    // The user administrator sees it and may take its steps.
    expect(ok(await users.userAdmin.get(`/api/imports/${id}`)).createdBy).toBe(batch.createdBy);
    expect((ok(await users.userAdmin.get('/api/imports')).content as Row[]).map((b) => b.id)).toContain(id);
    ok(await users.userAdmin.get(`/api/imports/${id}/invalid-rows`));

    const committed = await steps.commit(batch);
    await notFound(await colleague.post(`/api/imports/${id}/rollback`, { version: committed.version }));
    expect(ok(await users.starter.get(`/api/imports/${id}`)).status).toBe('COMMITTED');
    const rolled = await importClient(() => users.userAdmin).rollback(committed);
    expect(rolled.rolledBackBy).not.toBe(batch.createdBy);
  });
});
