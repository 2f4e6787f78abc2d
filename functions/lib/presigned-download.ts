import { s3 } from './aws';
import { config } from './config';

/** A presigned GET of a private file of the uploads bucket that downloads under `fileName`. */
export async function presignDownload(key: string, fileName: string, contentType: string, expiresIn: number): Promise<string> {
  const [{ getSignedUrl }, { sdk, client }] = await Promise.all([import('@aws-sdk/s3-request-presigner'), s3()]);
  const command = new sdk.GetObjectCommand({
    Bucket: config.uploadsBucket,
    Key: key,
    ResponseContentDisposition: `attachment; filename="${fileName}"`,
    ResponseContentType: contentType,
  });
  return getSignedUrl(client, command, { expiresIn });
}
