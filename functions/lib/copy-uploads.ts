import type { AppFile } from '../../shared/schemas/app-content';
import { UPLOAD_FOLDERS, type UploadFolder } from '../../shared/upload-kinds';
import { s3 } from './aws';
import { config } from './config';
import { isTenantFileUrl } from './file-urls';
import { deleteUploads } from './uploads';

/** The stored name without the `CROP-<epoch>-` or `<epoch>-` the upload gave it: the copy gets its own. */
const plainName = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/^(CROP-)?\d+-/, '');

/**
 * Copies files of the tenant's `from` folder into its `to` folder (S3 CopyObject, signed with the
 * tenant's session as every file call of a request is: it reaches only the tenant's folders), so
 * the copies belong to the record that holds them and are deleted with it, whatever becomes of the
 * originals. Names keep the upload's form (`CROP-<epoch>-<name>` for images, spec 2 section 7),
 * one epoch apart so that copies made in one millisecond never share a key. A file outside the
 * tenant's `from` folder is not copied. If one copy fails, those made are deleted and it throws.
 */
export async function copyUploads(tenant: string, from: UploadFolder, to: UploadFolder, files: readonly AppFile[], now = Date.now()): Promise<AppFile[]> {
  const base = config.uploadsPublicUrl;
  const sources = files.filter((f) => isTenantFileUrl(f.url, tenant, from, base));
  if (!sources.length) return [];
  const prefix = UPLOAD_FOLDERS[to] === 'image' ? 'CROP-' : '';
  const copies = sources.map((file, i) => ({ file, key: `${tenant}/${to}/${prefix}${now + i}-${plainName(file.url)}` }));
  const { sdk, client } = await s3();
  const results = await Promise.allSettled(
    copies.map(({ file, key }) =>
      client.send(new sdk.CopyObjectCommand({ Bucket: config.uploadsBucket, CopySource: encodeURI(`${config.uploadsBucket}/${file.url.slice(base.length + 1)}`), Key: key })),
    ),
  );
  const made: AppFile[] = copies.map(({ file, key }) => ({ url: `${base}/${key}`, ...(file.name ? { name: file.name } : {}) }));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await deleteUploads(tenant, to, made.filter((_, i) => results[i].status === 'fulfilled').map((f) => f.url));
    throw failed.reason;
  }
  return made;
}
