import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Api, Response } from '../support/api';
import { ownMuseum } from './context';

type Row = Record<string, any>;

/**
 * Thumbnails (issue 29): saving an object with a main image has the jobs worker make a small WebP
 * beside it, served at the row's `thumbnailUrl` through the uploads address; a replaced or removed
 * image takes its thumbnail with it; `npm run thumbnails` makes the missing ones once.
 */
describe('object thumbnails', () => {
  let api: Api;
  let tenant: string;

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as Row;
  };

  /** A 400 x 300 picture as the form posts it (the browser scales to 400 px), uploaded through the presigned POST. */
  async function upload(name: string, colour: string) {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
      .composite([{ input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="90" fill="#222"/></svg>') }])
      .png()
      .toBuffer();
    const ticket = ok(await api.post('/api/uploads/objects', { fileName: name, contentType: 'image/png' }), 'presign');
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([png], { type: 'image/png' }), name);
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    return { uid: name, name, url: ticket.publicUrl as string };
  }

  const row = async (id: string) => (ok(await api.get('/api/objects?page=0&size=50'), 'list').content as Row[]).find((r) => r.id === id)!;

  /**
   * The jobs worker makes it just after the save: the address answers once it is there. s3rver
   * writes an object's bytes before its metadata file, so a read in between answers 200 with no
   * content type (S3's PUT is atomic): it is there once its type is, and a thumbnail stored
   * without one still fails here, at the timeout.
   */
  async function served(url: string) {
    let answer: globalThis.Response | undefined;
    await vi.waitFor(
      async () => {
        answer = await fetch(url);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/webp');
      },
      { timeout: 15_000, interval: 200 },
    );
    return answer!;
  }

  async function dimensionsOf(answer: globalThis.Response) {
    const bytes = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    return { type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control'), format: meta.format, width: meta.width, height: meta.height, bytes: bytes.length };
  }

  beforeAll(async () => {
    api = await ownMuseum('thumbs', 'Thumbs-Admin-1a');
    tenant = api.host.split('.')[0];
  });

  it('serves a 200 x 150 WebP of a few KB at the row thumbnailUrl after a save with a main image; none without one', async () => {
    const front = await upload('front.png', '#b4503c');
    const object = ok(await api.post('/api/objects', { inventoryNumber: 'T-1', objectName: 'Lamp', mainImage: front }), 'create');
    const bare = ok(await api.post('/api/objects', { inventoryNumber: 'T-2', objectName: 'Coin' }), 'create bare');
    const listed = await row(object.id);
    expect(listed.thumbnailUrl).toBe(front.url.replace(/CROP-[^/]+$/, (name) => `THUMB-${name}.webp`));
    expect((await row(bare.id)).thumbnailUrl).toBeNull();
    const thumbnail = await dimensionsOf(await served(listed.thumbnailUrl));
    expect(thumbnail).toMatchObject({ type: 'image/webp', cache: 'public, max-age=86400', format: 'webp', width: 200, height: 150 });
    expect(thumbnail.bytes).toBeLessThan(8 * 1024);
    expect((ok(await api.get(`/api/objects/${object.id}`), 'read')).thumbnailUrl).toBe(listed.thumbnailUrl);
  });

  it("replaces the thumbnail with a replaced image and deletes it with a removed one", async () => {
    const first = await upload('first.png', '#3c78b4');
    let object = ok(await api.post('/api/objects', { inventoryNumber: 'T-3', objectName: 'Vase', mainImage: first }), 'create');
    const firstThumbnail = object.thumbnailUrl as string;
    await served(firstThumbnail);

    const second = await upload('second.png', '#3cb478');
    object = ok(await api.put('/api/objects', { ...object, mainImage: second }), 'replace');
    expect(object.thumbnailUrl).not.toBe(firstThumbnail);
    expect(await dimensionsOf(await served(object.thumbnailUrl))).toMatchObject({ width: 200, height: 150 });
    expect((await fetch(firstThumbnail)).status).toBe(404);

    const secondThumbnail = object.thumbnailUrl as string;
    object = ok(await api.put('/api/objects', { ...object, mainImage: null }), 'remove');
    expect(object.thumbnailUrl).toBeNull();
    expect((await row(object.id)).thumbnailUrl).toBeNull();
    expect((await fetch(secondThumbnail)).status).toBe(404);
    expect((await fetch(second.url)).status).toBe(404);
  });

  it('makes the missing thumbnails of existing objects once (npm run thumbnails), counting them first on a dry run', async () => {
    const old = await upload('old.png', '#785a3c');
    const object = ok(await api.post('/api/objects', { inventoryNumber: 'T-4', objectName: 'Jar', mainImage: old }), 'create');
    await served(object.thumbnailUrl);
    // As saved before thumbnails existed: the main image without its thumbnail.
    const { s3 } = await import('../../functions/lib/aws');
    const { config } = await import('../../functions/lib/config');
    const { sdk, client } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: (object.thumbnailUrl as string).slice(config.uploadsPublicUrl.length + 1) }));
    expect((await fetch(object.thumbnailUrl)).status).toBe(404);

    const { backfillThumbnails } = await import('../../functions/catalogue/objects/thumbnails/backfill');
    // T-1 and T-4 have a main image (T-2 none, T-3's was removed); T-1's thumbnail is there.
    expect(await backfillThumbnails(tenant, { write: false })).toEqual({ objects: 4, withImage: 2, present: 1, made: 1, noImage: 0, unreadable: 0 });
    expect((await fetch(object.thumbnailUrl)).status).toBe(404);
    expect(await backfillThumbnails(tenant, { write: true })).toEqual({ objects: 4, withImage: 2, present: 1, made: 1, noImage: 0, unreadable: 0 });
    expect(await dimensionsOf(await fetch(object.thumbnailUrl))).toMatchObject({ format: 'webp', width: 200, height: 150 });
    expect(await backfillThumbnails(tenant, { write: true })).toEqual({ objects: 4, withImage: 2, present: 2, made: 0, noImage: 0, unreadable: 0 });
  });

  it('keeps a save whose main image cannot be made into a thumbnail, and says so on the next run of the command', async () => {
    const ticket = ok(await api.post('/api/uploads/objects', { fileName: 'broken.png', contentType: 'image/png' }), 'presign');
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
    // A PNG signature and nothing after it: stored, but no picture.
    form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'broken.png');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const object = ok(await api.post('/api/objects', { inventoryNumber: 'T-5', objectName: 'Shard', mainImage: { uid: 'broken', name: 'broken.png', url: ticket.publicUrl } }), 'create');
    expect((await row(object.id)).inventoryNumber).toBe('T-5');
    const { backfillThumbnails } = await import('../../functions/catalogue/objects/thumbnails/backfill');
    expect(await backfillThumbnails(tenant, { write: true })).toEqual({ objects: 5, withImage: 3, present: 2, made: 0, noImage: 0, unreadable: 1 });
    expect((await fetch(object.thumbnailUrl)).status).toBe(404);
  });
});
