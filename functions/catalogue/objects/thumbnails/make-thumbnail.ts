import { UPLOAD_CACHE_CONTROL } from '../../../../shared/constants';
import { s3 } from '../../../lib/aws';
import { config } from '../../../lib/config';
import { isTenantFileUrl } from '../../../lib/file-urls';
import { OBJECT_FILES_FOLDER } from '../object-record';
import { resizeToThumbnail, THUMBNAIL_TYPE } from './resize';
import { thumbnailUrlOf } from './thumbnail-url';

/**
 * `no-image`: the main image is gone (replaced or deleted meanwhile) or not the museum's own;
 * `unreadable`: it is not a picture sharp can decode (the row keeps showing the main image's link).
 */
export type ThumbnailOutcome = 'made' | 'no-image' | 'unreadable';

const keyOf = (url: string) => url.slice(config.uploadsPublicUrl.length + 1);

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

const ownImage = (tenant: string, url: string) => isTenantFileUrl(url, tenant, OBJECT_FILES_FOLDER, config.uploadsPublicUrl);

/** Whether the main image's thumbnail is in the store (the one-off command asks before making it). */
export async function thumbnailPresent(tenant: string, mainImageUrl: string): Promise<boolean> {
  if (!ownImage(tenant, mainImageUrl)) return false;
  const { sdk, client } = await s3();
  return client.send(new sdk.HeadObjectCommand({ Bucket: config.uploadsBucket, Key: keyOf(thumbnailUrlOf(mainImageUrl)) })).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

/**
 * Makes the thumbnail of an object's main image (`thumbnail-url.ts` names it) in the museum's
 * objects folder, signed with the tenant's session as every file write is. The main image's URL
 * is checked to be the tenant's own: a job carries it, and nothing outside the folder is read.
 */
export async function makeThumbnail(tenant: string, mainImageUrl: string): Promise<ThumbnailOutcome> {
  if (!ownImage(tenant, mainImageUrl)) return 'no-image';
  const { sdk, client } = await s3();
  const Bucket = config.uploadsBucket;
  const thumbnailKey = keyOf(thumbnailUrlOf(mainImageUrl));
  const source = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(mainImageUrl) })).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (!source?.Body) return 'no-image';
  const thumbnail = await resizeToThumbnail(await source.Body.transformToByteArray()).catch(() => undefined);
  if (!thumbnail) return 'unreadable';
  await client.send(
    new sdk.PutObjectCommand({ Bucket, Key: thumbnailKey, Body: thumbnail.bytes, ContentType: THUMBNAIL_TYPE, CacheControl: UPLOAD_CACHE_CONTROL }),
  );
  return 'made';
}
