import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CACHE_CONTROL, UPLOAD_MAX_BYTES } from '../../shared/constants';
import { expectErrorBody } from '../support/api';
import { adminClients } from './context';

type Post = { url: string; fields: Record<string, string>; key: string; publicUrl: string };

/** The policy S3 enforces, decoded from the presigned POST (s3rver itself enforces none of it). */
function policyOf(post: Post): { conditions: unknown[] } {
  return JSON.parse(Buffer.from(post.fields.Policy, 'base64').toString('utf8'));
}

describe('avatar uploads', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  beforeAll(async () => {
    clients = await adminClients();
  });

  it('signs a POST pinned to the tenant folder, an image type, the cache header and a size range', async () => {
    const res = await clients.demo.post('/api/uploads/avatar', { fileName: '../../localhost/evil name.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    const post = res.body as Post;
    expect(post.key).toMatch(/^demo\/user-images\/CROP-\d{13}-\.?[\w.-]*evil-name\.png$/);
    expect(post.key).not.toContain('..');
    const conditions = policyOf(post).conditions;
    expect(conditions).toContainEqual({ key: post.key });
    expect(conditions).toContainEqual(['content-length-range', 1, UPLOAD_MAX_BYTES]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(conditions).toContainEqual(['eq', '$Cache-Control', UPLOAD_CACHE_CONTROL]);
  });

  it('refuses a type that is not an image', async () => {
    const res = await clients.local.post('/api/uploads/avatar', { fileName: 'script.html', contentType: 'text/html' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 400);
  });

  it('stores the upload where the returned public URL serves it, and saves it as the avatar', async () => {
    const post = (await clients.local.post('/api/uploads/avatar', { fileName: 'me.png', contentType: 'image/png' })).body as Post;
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(post.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);
    const served = await fetch(post.publicUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const me = (await clients.local.get('/api/users/me')).body;
    const saved = await clients.local.post('/api/users/avatar', { id: me.id, avatarUrl: post.publicUrl });
    expect(saved.status).toBe(200);
    expect(saved.body.avatarUrl).toBe(post.publicUrl);
  });
});
