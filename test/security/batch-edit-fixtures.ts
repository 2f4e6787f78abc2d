import type { Museum } from './actors';
import { newObject, type Fixture } from './fixtures';
import { readBatch, settled, theirs } from './import-fixtures';

/**
 * Fixtures of the batch edits (issue 30): a batch edit of one object's name, previewed or
 * committed through the API as staff would. Reads go to a batch handed to the caller (a batch is
 * its starter's), as for the imports' batches.
 */
type Row = Record<string, any>;

async function accepted(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 202) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

const editBody = (objectId: string) => ({ kind: 'objects', select: { idList: [objectId] }, changes: [{ field: 'objectName', op: 'set', value: 'Batch-edited name' }] });

async function previewed(m: Museum): Promise<Row> {
  const object = await newObject(m);
  const batch = await accepted(m.admin.api.post('/api/batch-edits', editBody(object.id)), 'start batch edit');
  return settled(m, batch.id, 'ANALYSING');
}

async function committed(m: Museum): Promise<Row> {
  const batch = await previewed(m);
  await accepted(m.admin.api.post(`/api/batch-edits/${batch.id}/commit`, { version: batch.version }), 'commit batch edit');
  return settled(m, batch.id, 'COMMITTING');
}

export const BATCH_EDIT_FIXTURES: Record<string, Fixture> = {
  'POST /batch-edits': async ({ museum }) => ({ body: editBody((await newObject(museum)).id) }),
  'GET /batch-edits/{id}': async ({ museum, caller }) => {
    const batch = await theirs(museum, caller, await previewed(museum));
    return { params: { id: batch.id }, read: readBatch(museum, batch.id) };
  },
  'GET /batch-edits/{id}/rows': async ({ museum, caller }) => {
    const batch = await theirs(museum, caller, await previewed(museum));
    return { params: { id: batch.id }, query: { class: 'update' }, read: readBatch(museum, batch.id) };
  },
  'POST /batch-edits/{id}/commit': async ({ museum }) => {
    const batch = await previewed(museum);
    return { params: { id: batch.id }, body: { version: batch.version }, read: readBatch(museum, batch.id) };
  },
  'POST /batch-edits/{id}/rollback': async ({ museum }) => {
    const batch = await committed(museum);
    return { params: { id: batch.id }, body: { version: batch.version }, read: readBatch(museum, batch.id) };
  },
};
