import { UPLOAD_CACHE_CONTROL, UPLOAD_MAX_BYTES } from '../../shared/constants';
import { s3 } from './aws';
import { config } from './config';
import { ValidationError } from './errors';

/** File names keep letters, digits, dot, dash and underscore: they become part of an S3 key. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return cleaned.slice(-120) || 'file';
}

/** `<tenant>/<folder>/CROP-<epoch>-<name>`: the tenant's folder, as spec 2 section 7 names it. */
export function imageKey(tenant: string, folder: string, fileName: string, now = Date.now()): string {
  return `${tenant}/${folder}/CROP-${now}-${safeFileName(fileName)}`;
}

/**
 * A presigned POST whose policy pins the exact key, an image content type, the cache header and
 * the size range: the browser uploads straight to S3 and can store nothing else.
 */
export async function presignImageUpload(key: string, contentType: string) {
  if (!/^image\/[\w.+-]+$/.test(contentType)) {
    throw new ValidationError('Only images can be uploaded here.', { contentType: 'Only images can be uploaded here.' });
  }
  const [{ createPresignedPost }, { client }] = await Promise.all([import('@aws-sdk/s3-presigned-post'), s3()]);
  const post = await createPresignedPost(client, {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
      ['eq', '$Cache-Control', UPLOAD_CACHE_CONTROL],
    ],
    Fields: { 'Content-Type': contentType, 'Cache-Control': UPLOAD_CACHE_CONTROL },
    Expires: 300,
  });
  return { url: post.url, fields: post.fields, key, publicUrl: `${config.uploadsPublicUrl}/${key}` };
}
