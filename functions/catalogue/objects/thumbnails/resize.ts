/** The thumbnail's long side: a gallery card shows it at 160 px high, a list cell at 48. */
export const THUMBNAIL_LONG_SIDE = 200;
/** WebP quality: measured in bench/thumbnails.ts (docs/thumbnails.md) against the bytes it costs. */
const WEBP_QUALITY = 60;
export const THUMBNAIL_TYPE = 'image/webp';

export type Thumbnail = { bytes: Buffer; width: number; height: number };

/**
 * A main image (JPEG, PNG, WebP or GIF: what an object's image field accepts) as a WebP no larger
 * than `THUMBNAIL_LONG_SIDE` on either side, never enlarged, turned upright by its EXIF
 * orientation and without its metadata. sharp (libvips, a native module) loads on the first
 * thumbnail: it is never part of a request's cold start (docs/thumbnails.md).
 */
export async function resizeToThumbnail(image: Uint8Array): Promise<Thumbnail> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image, { animated: false, limitInputPixels: 40_000_000 })
    .rotate()
    .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
