import { IMPORTS_FOLDER } from '../../../shared/bucket-folders';
import { IMPORT_FILE_TYPES, IMPORT_MAX_BYTES, IMPORT_SIZE_MESSAGE, type ImportFileType, type RowClass } from '../../../shared/schemas/import';
import { s3 } from '../../lib/aws';
import { config } from '../../lib/config';
import { ValidationError } from '../../lib/errors';
import { presignDownload } from '../../lib/presigned-download';

/**
 * An import batch's files in the uploads bucket, under the private `imports/<tenant>/<batch>/`
 * prefix (CloudFront is denied it, as it is `exports/`): the uploaded file, the dry run's rows
 * by class in chunks of `ROWS_PER_CHUNK`, its new vocabulary values and its invalid rows as CSV.
 */
/** Lowered by configuration in the integration suite, so a few rows make several chunks. */
export const ROWS_PER_CHUNK = Number(process.env.IMPORT_ROWS_PER_CHUNK ?? 1000);
/** The presigned POST of the file, and the GET of the invalid rows, hold this long. */
export const IMPORT_URL_SECONDS = 300;

const folder = (tenant: string, batchId: string) => `${IMPORTS_FOLDER}/${tenant}/${batchId}`;

export const importKeys = {
  upload: (tenant: string, batchId: string, type: ImportFileType) => `${folder(tenant, batchId)}/upload.${type}`,
  rows: (tenant: string, batchId: string, rowClass: RowClass, chunk: number) => `${folder(tenant, batchId)}/rows/${rowClass}-${chunk}.json`,
  newValues: (tenant: string, batchId: string) => `${folder(tenant, batchId)}/new-values.json`,
  invalid: (tenant: string, batchId: string) => `${folder(tenant, batchId)}/invalid-rows.csv`,
  /** A batch edit's selected ids, in their order (JSON): its rows, as a file's are its lines. */
  selection: (tenant: string, batchId: string) => `${folder(tenant, batchId)}/selection.json`,
};

/** A presigned POST of exactly this key, type and at most the import's size. */
export async function presignImportUpload(key: string, type: ImportFileType) {
  const [{ createPresignedPost }, { client }] = await Promise.all([import('@aws-sdk/s3-presigned-post'), s3()]);
  const contentType = IMPORT_FILE_TYPES[type];
  const post = await createPresignedPost(client, {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, IMPORT_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: IMPORT_URL_SECONDS,
  });
  return { url: post.url, fields: post.fields };
}

/** A presigned GET of a batch's file that downloads under `fileName`. */
export const presignImportDownload = (key: string, fileName: string, contentType: string) => presignDownload(key, fileName, contentType, IMPORT_URL_SECONDS);

/** The stored file's bytes, or `undefined` when there is none; a file over the limit is refused unread. */
export async function readImportFile(key: string): Promise<Buffer | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    if ((head.ContentLength ?? 0) > IMPORT_MAX_BYTES) throw new ValidationError(IMPORT_SIZE_MESSAGE, { file: IMPORT_SIZE_MESSAGE });
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function putImportFile(key: string, body: string | Buffer, contentType = 'application/json'): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: contentType }));
}

export async function readImportJson<T>(key: string): Promise<T | undefined> {
  const bytes = await readImportFile(key);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as T) : undefined;
}
