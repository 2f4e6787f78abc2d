import { CANVAS_CONTEXT_ERROR, outputType, type Drawable, type ScaleDeps } from '../../profile/avatar-scaling';
import { NOT_CONVERTED } from '../../profile/avatar-texts';

/** Spec 2 sections 7 and 9: uploaded images are resized to 400 px wide. */
export const OBJECT_IMAGE_WIDTH = 400;

/** The output size: 400 px wide, the height in the picture's own proportion (at least 1 px). */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  return { width: OBJECT_IMAGE_WIDTH, height: Math.max(1, Math.round((height * OBJECT_IMAGE_WIDTH) / width)) };
}

/**
 * The picture redrawn 400 px wide on a canvas, whole (no crop), as a file of the type it will be
 * stored as: JPEG, PNG and WebP keep theirs, anything else becomes a PNG.
 */
export async function scaleObjectImage<I extends Drawable>(file: Blob, deps: ScaleDeps<I>): Promise<Blob> {
  const image = await deps.load(file);
  const canvas = deps.createCanvas();
  const size = scaledSize(image.width, image.height);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CANVAS_CONTEXT_ERROR);
  context.drawImage(image, 0, 0, image.width, image.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(NOT_CONVERTED))), outputType(file.type), 0.9);
  });
}
