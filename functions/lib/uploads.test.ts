import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_CACHE_CONTROL } from '../../shared/constants';
import { HttpError } from './errors';

// Presigning is computed offline: the local endpoint and its credentials are enough.
process.env.TABLE_NAME ??= 'unit-test-table';
process.env.S3_ENDPOINT ??= 'http://127.0.0.1:1';
process.env.UPLOADS_BUCKET ??= 'uploads-bucket';
process.env.UPLOADS_PUBLIC_URL ??= 'https://files.test/uploads';
let uploads: typeof import('./uploads');
beforeAll(async () => {
  uploads = await import('./uploads');
});

const policyOf = (fields: Record<string, string>) => JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8')) as { conditions: unknown[] };

describe('uploadKey', () => {
  it('keeps the name inside the tenant folder and ends it in an extension of its type', () => {
    expect(uploads.uploadKey('louvre', 'user-images', '../../orsay/me.png', 'image/png', 1)).toBe('louvre/user-images/CROP-1-orsay-me.png');
    expect(uploads.uploadKey('louvre', 'user-images', 'evil.html', 'image/png', 1)).toBe('louvre/user-images/CROP-1-evil.html.png');
    expect(uploads.uploadKey('louvre', 'user-images', 'photo.JPEG', 'image/jpeg', 1)).toBe('louvre/user-images/CROP-1-photo.JPEG');
    expect(uploads.uploadKey('louvre', 'poiAudio-files', 'stop 1.mp3', 'audio/mpeg', 1)).toBe('louvre/poiAudio-files/1-stop-1.mp3');
  });
});

describe('presignUpload', () => {
  it('pins the exact key, content type, cache header and the kind\'s size range', async () => {
    const post = await uploads.presignUpload('louvre', 'user-images', 'me.webp', 'image/webp');
    expect(post.key).toMatch(/^louvre\/user-images\/CROP-\d{13}-me\.webp$/);
    expect(post.publicUrl).toBe(`https://files.test/uploads/${post.key}`);
    const { conditions } = policyOf(post.fields);
    expect(conditions).toContainEqual({ key: post.key });
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/webp']);
    expect(conditions).toContainEqual(['eq', '$Cache-Control', UPLOAD_CACHE_CONTROL]);
    expect(conditions).toContainEqual(['content-length-range', 1, IMAGE_UPLOAD_MAX_BYTES]);
    expect(conditions).toContainEqual({ bucket: 'uploads-bucket' });
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', 'image/png;charset=utf-8'])('signs nothing for %j in an image field', async (type) => {
    const refused = await uploads.presignUpload('louvre', 'user-images', 'x.png', type).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect((refused as HttpError).details).toEqual({ fieldErrors: { contentType: 'Only JPEG, PNG, WebP or GIF images can be uploaded here.' } });
  });
});
