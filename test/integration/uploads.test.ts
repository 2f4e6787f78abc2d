import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_CACHE_CONTROL } from '../../shared/constants';
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
    expect(conditions).toContainEqual(['content-length-range', 1, IMAGE_UPLOAD_MAX_BYTES]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(conditions).toContainEqual(['eq', '$Cache-Control', UPLOAD_CACHE_CONTROL]);
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('signs a %s avatar with exactly that type', async (contentType) => {
    const res = await clients.local.post('/api/uploads/avatar', { fileName: 'me', contentType });
    expect(res.status).toBe(200);
    expect(policyOf(res.body).conditions).toContainEqual(['eq', '$Content-Type', contentType]);
    expect(res.body.fields['Content-Type']).toBe(contentType);
  });

  // SVG and HTML would run script when the uploaded file is opened from the console's own site.
  it.each(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/pdf', 'image/png; charset=utf-8', 'IMAGE/PNG', 'image/'])(
    'signs nothing for %j',
    async (contentType) => {
      const res = await clients.local.post('/api/uploads/avatar', { fileName: 'avatar.svg', contentType });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 400);
      expect(res.body.fieldErrors).toEqual({ contentType: 'Only JPEG, PNG, WebP or GIF images can be uploaded here.' });
      expect(res.body.fields).toBeUndefined();
    },
  );

  it('stores the upload where the returned public URL serves it, and saves it as the avatar', async () => {
    const post = (await clients.local.post('/api/uploads/avatar', { fileName: 'me.png', contentType: 'image/png' })).body as Post;
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(post.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);
    // The console's own /uploads address, as CloudFront serves the bucket: never the file store's host.
    expect(post.publicUrl).toBe(`http://localhost:${clients.port}/uploads/${post.key}`);
    const served = await fetch(post.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    // Audio seeks by range.
    const part = await fetch(post.publicUrl, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(0, 4));

    const me = (await clients.local.get('/api/users/me')).body;
    const saved = await clients.local.post('/api/users/avatar', { id: me.id, avatarUrl: post.publicUrl });
    expect(saved.status).toBe(200);
    expect(saved.body.avatarUrl).toBe(post.publicUrl);
  });

  it('serves no file of the imports or exports folders at the public address, and takes no writes there', async () => {
    for (const path of ['/uploads/exports/localhost/x/objects.xlsx', '/uploads/imports/localhost/x/file.csv']) {
      const res = await fetch(`http://localhost:${clients.port}${path}`);
      expect(res.status).toBe(404);
    }
    const put = await fetch(`http://localhost:${clients.port}/uploads/localhost/user-images/x.png`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(404);
  });

  it("saves as an avatar only a file of the tenant's own user-images folder", async () => {
    const me = (await clients.local.get('/api/users/me')).body;
    const ours = ((await clients.local.post('/api/uploads/avatar', { fileName: 'me.png', contentType: 'image/png' })).body as Post).publicUrl;
    const theirs = ((await clients.demo.post('/api/uploads/avatar', { fileName: 'me.png', contentType: 'image/png' })).body as Post).publicUrl;
    const area = ours.slice(0, ours.indexOf('/localhost/user-images/'));
    expect((await clients.local.post('/api/users/avatar', { id: me.id, avatarUrl: ours })).status).toBe(200);

    const refused = [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/localhost/user-images/CROP-1-me.png',
      theirs,
      `${area}/localhost/insurance-documents/1-contract.pdf`,
      `${area}/localhost/user-images/../../demo/user-images/CROP-1-me.png`,
      `${area}/localhost/user-images/%2e%2e/%2e%2e/demo/user-images/CROP-1-me.png`,
      `${ours}?response-content-type=text/html`,
      ours.replace('://', '://evil.example@'),
    ];
    for (const avatarUrl of refused) {
      const res = await clients.local.post('/api/users/avatar', { id: me.id, avatarUrl });
      expect(res.status, avatarUrl).toBe(400);
      expectErrorBody(res.body, 400);
    }
    expect((await clients.local.get('/api/users/me')).body.avatarUrl).toBe(ours);
  });
});
