import type { UploadRequest } from '../../../shared/schemas/upload';
import type { RequestContext } from '../../lib/context';
import { deleteUploads, presignUpload } from '../../lib/uploads';
import { OBJECT_FILES_FOLDER, type ObjectFields } from './object-record';
import { thumbnailUrlOf } from './thumbnails/thumbnail-url';

/**
 * An object's images (spec 2 sections 5, 7 and 8): the browser scales them to 400 px and posts
 * them straight to `<tenant>/objects/CROP-<epoch>-<name>`; the object stores their URLs.
 */
export function presignObjectImage(ctx: RequestContext, input: UploadRequest) {
  return presignUpload(ctx.tenant, OBJECT_FILES_FOLDER, input.fileName, input.contentType);
}

const fileUrls = (record: Partial<ObjectFields>) =>
  [record.mainImage?.url, record.mainImage && thumbnailUrlOf(record.mainImage.url), ...(record.imageList ?? []).map((f) => f.url)].filter((u): u is string => Boolean(u));

/** After a save: the files `before` held (its main image's thumbnail too) that `after` (null: deleted) no longer does are deleted from the store. */
export async function deleteDroppedImages(tenant: string, before: Partial<ObjectFields>, after: Partial<ObjectFields> | null) {
  const kept = new Set(after ? fileUrls(after) : []);
  await deleteUploads(tenant, OBJECT_FILES_FOLDER, fileUrls(before).filter((url) => !kept.has(url)));
}
