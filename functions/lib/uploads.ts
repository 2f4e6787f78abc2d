import { UPLOAD_CACHE_CONTROL } from '../../shared/constants';
import { acceptsType, UPLOAD_TYPES, uploadKindOf, type UploadFolder, type UploadType } from '../../shared/upload-kinds';
import { s3 } from './aws';
import { config } from './config';
import { ValidationError } from './errors';
import { isTenantFileUrl } from './file-urls';
import { logger } from './logger';

/** File names keep letters, digits, dot, dash and underscore: they become part of an S3 key. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return cleaned.slice(-120) || 'file';
}

/**
 * The stored name ends in an extension of its type (`evil.html` sent as a PNG is stored as
 * `evil.html.png`): whatever serves or downloads the file later sees what it is.
 */
function withExtension(name: string, type: UploadType): string {
  const extensions: readonly string[] = UPLOAD_TYPES[type];
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension && extensions.includes(extension) ? name : `${name}.${extensions[0]}`;
}

/**
 * `<tenant>/<folder>/CROP-<epoch>-<name>` for images (spec 2 section 7 names scaled images so),
 * `<tenant>/<folder>/<epoch>-<name>` for audio and documents.
 */
export function uploadKey(tenant: string, folder: UploadFolder, fileName: string, type: UploadType, now = Date.now()): string {
  const prefix = type.startsWith('image/') ? `CROP-${now}` : `${now}`;
  return `${tenant}/${folder}/${prefix}-${withExtension(safeFileName(fileName), type)}`;
}

/**
 * A presigned POST into the tenant's folder for `folder`'s field. Its policy pins the exact key,
 * the exact content type (one the field accepts), the cache header and the kind's size range:
 * the browser uploads straight to S3 and can store nothing else. A type the field does not take
 * (SVG and HTML above all: they would run script from our own site) is a 400 and nothing is signed.
 */
export async function presignUpload(tenant: string, folder: UploadFolder, fileName: string, contentType: string) {
  const kind = uploadKindOf(folder);
  if (!acceptsType(folder, contentType)) throw new ValidationError(kind.refused, { contentType: kind.refused });
  const key = uploadKey(tenant, folder, fileName, contentType);
  const [{ createPresignedPost }, { client }] = await Promise.all([import('@aws-sdk/s3-presigned-post'), s3()]);
  const post = await createPresignedPost(client, {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, kind.maxBytes],
      ['eq', '$Content-Type', contentType],
      ['eq', '$Cache-Control', UPLOAD_CACHE_CONTROL],
    ],
    Fields: { 'Content-Type': contentType, 'Cache-Control': UPLOAD_CACHE_CONTROL },
    Expires: 300,
  });
  return { url: post.url, fields: post.fields, key, publicUrl: `${config.uploadsPublicUrl}/${key}` };
}

/**
 * Deletes stored files by their public URLs, each of which must be in the tenant's `folder` (the
 * caller passes URLs its record held, already checked when saved; checked again here). A file
 * that cannot be deleted is logged and left: the record's save has already happened. Answers the
 * URLs of those left, so the user can be told (spec 2 section 8, 'Image could not be deleted from
 * storage').
 */
export async function deleteUploads(tenant: string, folder: UploadFolder, urls: readonly string[]): Promise<string[]> {
  const base = config.uploadsPublicUrl;
  const urlOf = new Map(urls.filter((url) => isTenantFileUrl(url, tenant, folder, base)).map((url) => [url.slice(base.length + 1), url]));
  if (!urlOf.size) return [];
  const { sdk, client } = await s3();
  const left = await Promise.all(
    [...urlOf].map(([Key, url]) =>
      client.send(new sdk.DeleteObjectCommand({ Bucket: config.uploadsBucket, Key })).then(
        () => [],
        (error: unknown) => {
          logger.warn('A removed file could not be deleted from the store', { key: Key, error });
          return [url];
        },
      ),
    ),
  );
  return left.flat();
}
