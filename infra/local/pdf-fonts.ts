import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { s3 } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE_DIR, PDF_FONTS_FOLDER } from '../../shared/pdf-fonts';

/** Puts the item report's fonts into the local file store, as the deployment does on AWS. */
export async function uploadPdfFonts(root = process.cwd()) {
  const { sdk, client } = await s3();
  for (const { file } of PDF_FONT_FILES) {
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: `${PDF_FONTS_FOLDER}/${file}`,
        Body: await readFile(join(root, PDF_FONT_PACKAGE_DIR, file)),
        ContentType: 'font/woff',
        CacheControl: 'public, max-age=86400',
      }),
    );
  }
}
