import { describe, expect, it } from 'vitest';
import { fakePostApi } from '../../test-support/fake-api';
import { ImportFileNotStoredError, uploadImportFile } from './upload-import-file';

const batch = {
  id: 'b1', kind: 'objects', source: 'file', fileName: 'catalogue.csv', status: 'UPLOADING', step: null, createdBy: 'admin', createdAt: '2026-11-26T10:00:00Z', rows: 0,
  counts: { create: 0, update: 0, unchanged: 0, invalid: 0 }, mapping: [], createValues: false, newValues: [], unmapped: [],
  processed: 0, total: 0, failed: 0,
  committedAt: null, rolledBackAt: null, rolledBackBy: null, refusedCount: 0, refused: [], message: null, reason: null, stalled: false, resumable: false, version: 1,
};
const ticket = { batch, upload: { url: 'http://store.test/bucket', fields: { key: 'imports/localhost/b1/upload.csv', 'Content-Type': 'text/csv', Policy: 'p' } } };

const fakeApi = () => fakePostApi(() => ticket);

describe('uploadImportFile', () => {
  it("names the file and its size to the API, then posts the signed fields and the file last to the store", async () => {
    const { api, calls } = fakeApi();
    const posted: FormData[] = [];
    const file = new File(['Inventory Number\nA-1\n'], 'catalogue.csv', { type: 'text/csv' });
    const answer = await uploadImportFile(api, 'conditions', file, async (_url, init) => {
      posted.push(init?.body as FormData);
      return new Response(null, { status: 204 });
    });
    expect(answer.id).toBe('b1');
    expect(calls).toEqual([{ path: '/imports', body: { kind: 'conditions', fileName: 'catalogue.csv', size: file.size } }]);
    expect([...posted[0].keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
  });

  it("says so when the store refuses the file", async () => {
    const { api } = fakeApi();
    const refused = uploadImportFile(api, 'objects', new File(['x'], 'a.csv'), async () => new Response(null, { status: 403 }));
    await expect(refused).rejects.toBeInstanceOf(ImportFileNotStoredError);
  });
});
