import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_EXPANDED_MESSAGE, IMPORT_MAX_EXPANSION } from '../../shared/import-limits';
import { readHeaders, readSheet } from '../../functions/catalogue/imports/read-file';
import { adminClients, unique } from './context';
import { importClient, ok, XLSX } from './import-client';
import type { Api } from '../support/api';

/**
 * Functions are shared by every museum: reading one museum's .xlsx must leave nothing behind in
 * the function's /tmp or its descriptor table, and a zip that unpacks far past its size is
 * refused before it is read (issue 27).
 */
describe('reading an .xlsx import leaves nothing behind and is bounded', () => {
  let api: Api;
  let exported: Buffer;
  const steps = importClient(() => api);

  beforeAll(async () => {
    ({ local: api } = await adminClients());
    const object = ok(await api.post('/api/objects', { inventoryNumber: unique('TMP-'), objectName: 'Astrolabe' }));
    // The export itself, as the museum downloads it (a streamed sheet, no shared strings).
    const { request } = await import('node:http');
    exported = await new Promise<Buffer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: api.port, path: `/api/objects/excel?idList=${object.id}`, headers: { host: api.host, authorization: `Bearer ${api.token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
      req.on('error', reject);
      req.end();
    });
  });

  const tmpFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('tmp-')).length;
  const descriptors = () => readdirSync('/proc/self/fd').length;

  it('three header reads and a whole read of an exported sheet leave no file in /tmp and no descriptor open', async () => {
    const [files, fds] = [tmpFiles(), descriptors()];
    for (let i = 0; i < 3; i++) expect(await readHeaders(exported, 'xlsx')).toContain('Inventory Number');
    let rows = 0;
    for await (const _ of readSheet(exported, 'xlsx')) rows++;
    expect(rows).toBe(2);
    // A read stopped by the caller partway (a refused row, a failed job) releases its parts too.
    for await (const _ of readSheet(exported, 'xlsx')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tmpFiles()).toBe(files);
    expect(descriptors()).toBe(fds);
  });

  it(`a zip bomb named .xlsx (a part unpacking more than ${IMPORT_MAX_EXPANSION}-fold) is refused with the import's 400, unread`, async () => {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(exported);
    // 20 MB of spaces deflate to about 20 KB: far past a hundredfold.
    zip.file('xl/media/padding.xml', Buffer.alloc(20 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(readHeaders(bomb, 'xlsx')).rejects.toThrow(IMPORT_EXPANDED_MESSAGE);

    const batch = await steps.upload('bomb.xlsx', bomb, XLSX);
    const headers = await api.get(`/api/imports/${batch.id}/headers`);
    expect(headers.status).toBe(400);
    expect(headers.body.debugMessage).toContain(IMPORT_EXPANDED_MESSAGE);
    expect(headers.body.message).toBe('ValidationException');
  });
});
