import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { resizeToThumbnail, THUMBNAIL_LONG_SIDE } from './resize';
import { thumbnailUrlOf } from './thumbnail-url';

// file-urls reads the functions' configuration at import.
process.env.TABLE_NAME ??= 'unit-test-table';
let isTenantFileUrl: typeof import('../../../lib/file-urls').isTenantFileUrl;
beforeAll(async () => {
  ({ isTenantFileUrl } = await import('../../../lib/file-urls'));
});

describe('thumbnailUrlOf', () => {
  it('names the thumbnail beside its main image, after its whole file name', () => {
    expect(thumbnailUrlOf('http://localhost:3000/uploads/demo/objects/CROP-1700000000000-a-1.png')).toBe(
      'http://localhost:3000/uploads/demo/objects/THUMB-CROP-1700000000000-a-1.png.webp',
    );
  });

  it("is a file of the museum's objects folder, so a dropped image's thumbnail is deleted with it", () => {
    const base = 'http://localhost:3000/uploads';
    expect(isTenantFileUrl(thumbnailUrlOf(`${base}/demo/objects/CROP-1-a.png`), 'demo', 'objects', base)).toBe(true);
  });

  it('gives two images of one name but another type two thumbnails', () => {
    expect(thumbnailUrlOf('https://m.example.org/uploads/x/objects/CROP-1-a.jpg')).not.toBe(thumbnailUrlOf('https://m.example.org/uploads/x/objects/CROP-1-a.png'));
  });
});

/** A 400 x 300 PNG with a gradient and a disc, like the seeded pictures. */
function picture(): Promise<Buffer> {
  const [width, height] = [400, 300];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const disc = (x - 200) ** 2 + (y - 150) ** 2 < 90 ** 2;
      raw.set(disc ? [90, 30, 20] : [180, 60 + (y * 150) / height, 40 + (y * 180) / height], (y * width + x) * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('resizeToThumbnail', () => {
  it('makes a WebP of a few KB whose long side is the thumbnail size, in the picture proportions', async () => {
    const thumbnail = await resizeToThumbnail(await picture());
    const meta = await sharp(thumbnail.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([THUMBNAIL_LONG_SIDE, 150]);
    expect([thumbnail.width, thumbnail.height]).toEqual([THUMBNAIL_LONG_SIDE, 150]);
    expect(thumbnail.bytes.length).toBeLessThan(8 * 1024);
  });

  it('sizes a tall JPEG by its height and never enlarges a small image', async () => {
    const tall = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    expect(await resizeToThumbnail(tall)).toMatchObject({ width: 150, height: THUMBNAIL_LONG_SIDE });
    const small = await sharp({ create: { width: 60, height: 40, channels: 4, background: '#123a' } }).png().toBuffer();
    expect(await resizeToThumbnail(small)).toMatchObject({ width: 60, height: 40 });
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#888' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await resizeToThumbnail(sideways)).toMatchObject({ width: 100, height: THUMBNAIL_LONG_SIDE });
  });

  it('refuses what is not an image', async () => {
    await expect(resizeToThumbnail(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
