import type { UploadFolder } from '../../shared/upload-kinds';
import { PNG } from 'pngjs';
import { s3 } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import type { ObjectFile } from '../../shared/schemas/object';

/**
 * Pictures for seeded objects, drawn here (no network): a vertical gradient from the object's
 * colour to a pale tint, with a shape in the darker tone, so each object's thumbnail is told apart.
 */
export const SEED_IMAGE_WIDTH = 400;
const HEIGHT = 300;

export type Shape = 'circle' | 'square' | 'diamond' | 'arch';
export type Rgb = readonly [number, number, number];

function inside(shape: Shape, x: number, y: number): boolean {
  const cx = SEED_IMAGE_WIDTH / 2;
  const cy = HEIGHT / 2;
  const dx = x - cx;
  const dy = y - cy;
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy < 90 * 90;
    case 'square':
      return Math.abs(dx) < 80 && Math.abs(dy) < 80;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) < 110;
    case 'arch':
      // A doorway: a half circle on a rectangle, the outline of a mihrab or a niche.
      return (dy >= 0 && dy < 100 && Math.abs(dx) < 70) || (dy < 0 && dx * dx + dy * dy < 70 * 70);
  }
}

/** One canvas for every picture (each overwrites every pixel): a new PNG costs more than drawing one. */
let shared: PNG | undefined;
const canvas = () => (shared ??= new PNG({ width: SEED_IMAGE_WIDTH, height: HEIGHT }));

/** A 400 x 300 PNG: the gradient and the shape. */
export function drawPicture(colour: Rgb, shape: Shape): Buffer {
  const png = canvas();
  const data = png.data;
  const [dr, dg, db] = colour.map((c) => Math.round(c * 0.45));
  for (let y = 0; y < HEIGHT; y++) {
    const t = y / HEIGHT;
    const [r, g, b] = colour.map((c) => Math.round(c + (240 - c) * t));
    for (let x = 0, i = y * SEED_IMAGE_WIDTH * 4; x < SEED_IMAGE_WIDTH; x++, i += 4) {
      const dark = inside(shape, x, y);
      data[i] = dark ? dr : r;
      data[i + 1] = dark ? dg : g;
      data[i + 2] = dark ? db : b;
      data[i + 3] = 255;
    }
  }
  // RGBA as drawn (no conversion), no filter (pngjs filters in JavaScript, slowly) and plain deflate
  // (pngjs's default RLE cannot see 4-byte pixels repeat): about 5 KB a picture, in milliseconds.
  return PNG.sync.write(png, { colorType: 6, deflateLevel: 1, filterType: 0, deflateStrategy: 0 });
}

/**
 * Stores a picture where an upload through POST /api/uploads/objects would have put it
 * (`<tenant>/objects/CROP-<epoch>-<name>.png`, cached a day) and returns the file entry the
 * object's form keeps, with the public URL the functions accept (functions/lib/file-urls.ts).
 */
export async function uploadPicture(tenant: string, name: string, png: Buffer, epoch = Date.now(), folder: UploadFolder = 'objects'): Promise<ObjectFile> {
  const fileName = `CROP-${epoch}-${name}.png`;
  const key = `${tenant}/${folder}/${fileName}`;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: png, ContentType: 'image/png', CacheControl: 'public, max-age=86400' }),
  );
  return { uid: `seed-${epoch}-${name}`, name: `${name}.png`, url: `${config.uploadsPublicUrl}/${key}` };
}
