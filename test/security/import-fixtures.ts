import { inject } from 'vitest';
import { unique } from '../integration/context';
import type { Actor, Museum } from './actors';
import type { Fixture } from './fixtures';

/**
 * Fixtures of issue 15's routes: a batch of the museum at the step the route acts on (uploaded,
 * dry-run, committed), each made through the API as staff would, with its file posted to the
 * store. `read` is the batch as its GET shows it, so a refused call is seen to change nothing.
 */
type Row = Record<string, any>;

async function ok(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function uploaded(m: Museum): Promise<Row> {
  const file = Buffer.from(`Inventory Number,Object Name\n${unique('SEC-IMP-')},Jar\n`, 'utf8');
  const ticket = await ok(m.admin.api.post('/api/imports', { fileName: 'objects.csv', size: file.length }), 'start import');
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.upload.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'objects.csv');
  const posted = await fetch(ticket.upload.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`fixture: the import file was not stored (${posted.status})`);
  return ticket.batch;
}

export async function settled(m: Museum, id: string, moving: string): Promise<Row> {
  for (let i = 0; i < 300; i++) {
    const batch = await ok(m.admin.api.get(`/api/imports/${id}`), 'read import');
    if (batch.status !== moving) return batch;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fixture: import ${id} is still ${moving}`);
}

async function analysed(m: Museum): Promise<Row> {
  const batch = await uploaded(m);
  await ok(m.admin.api.post(`/api/imports/${batch.id}/dry-run`, { mapping: ['inventoryNumber', 'objectName'] }), 'dry run');
  return settled(m, batch.id, 'ANALYSING');
}

async function committed(m: Museum): Promise<Row> {
  const batch = await analysed(m);
  await ok(m.admin.api.post(`/api/imports/${batch.id}/commit`, { version: batch.version }), 'commit');
  return settled(m, batch.id, 'COMMITTING');
}

/**
 * A batch is its starter's (and user administrators'), issue 27: the batch a caller reads is
 * handed to them as if they had started it, since a read-only user cannot start one.
 */
export async function theirs<T extends Row>(m: Museum, caller: Actor, batch: T): Promise<T> {
  Object.assign(process.env, inject('stack').env);
  const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
  const tenant = m.name;
  const { data } = await ImportBatchEntity.get({ tenant, id: batch.id }).go({ consistent: true });
  // The starter is fixed once a batch exists (a read-only attribute): the item is written again.
  await ImportBatchEntity.put({ ...data!, createdById: caller.id, createdBy: caller.username }).go();
  return batch;
}

/** A committed batch whose commit then reads as stopped after its last chunk: resuming it only finishes it. */
async function stopped(m: Museum): Promise<Row> {
  const batch = await committed(m);
  Object.assign(process.env, inject('stack').env);
  const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
  await ImportBatchEntity.patch({ tenant: m.name, id: batch.id }).set({ status: 'FAILED', step: 'commit', message: 'The import stopped partway.' }).go();
  return ok(m.admin.api.get(`/api/imports/${batch.id}`), 'read import');
}

export const readBatch = (m: Museum, id: string) => async () => {
  const res = await m.admin.api.get(`/api/imports/${id}`);
  return { status: res.status, body: res.body };
};

export const IMPORT_FIXTURES: Record<string, Fixture> = {
  'GET /imports': async ({ museum }) => ({ read: readBatch(museum, (await uploaded(museum)).id) }),
  'POST /imports': async () => ({ body: { kind: 'objects', fileName: 'catalogue.xlsx', size: 2048 } }),
  'GET /imports/templates/{kind}': async () => ({ params: { kind: 'treatments' } }),
  'GET /imports/{id}': async ({ museum, caller }) => {
    const batch = await theirs(museum, caller, await uploaded(museum));
    return { params: { id: batch.id }, read: readBatch(museum, batch.id) };
  },
  'GET /imports/{id}/headers': async ({ museum }) => {
    const batch = await uploaded(museum);
    return { params: { id: batch.id }, read: readBatch(museum, batch.id) };
  },
  'POST /imports/{id}/dry-run': async ({ museum }) => {
    const batch = await uploaded(museum);
    return { params: { id: batch.id }, body: { mapping: ['inventoryNumber', 'objectName'] }, read: readBatch(museum, batch.id) };
  },
  'GET /imports/{id}/rows': async ({ museum, caller }) => {
    const batch = await theirs(museum, caller, await analysed(museum));
    return { params: { id: batch.id }, query: { class: 'create' }, read: readBatch(museum, batch.id) };
  },
  'GET /imports/{id}/invalid-rows': async ({ museum, caller }) => {
    const batch = await theirs(museum, caller, await analysed(museum));
    return { params: { id: batch.id }, read: readBatch(museum, batch.id) };
  },
  'POST /imports/{id}/commit': async ({ museum }) => {
    const batch = await analysed(museum);
    return { params: { id: batch.id }, body: { version: batch.version }, read: readBatch(museum, batch.id) };
  },
  'POST /imports/{id}/rollback': async ({ museum }) => {
    const batch = await committed(museum);
    return { params: { id: batch.id }, body: { version: batch.version }, read: readBatch(museum, batch.id) };
  },
  'POST /imports/{id}/resume': async ({ museum }) => {
    const batch = await stopped(museum);
    return { params: { id: batch.id }, body: { version: batch.version }, read: readBatch(museum, batch.id) };
  },
};
