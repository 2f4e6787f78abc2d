import { AVATAR_WIDTH } from '../../../../shared/constants';
import { CANVAS_CONTEXT_ERROR, NOT_CONVERTED } from './avatar-texts';

export { CANVAS_CONTEXT_ERROR };

/** The part of the source drawn onto the output: centred, as large as the output's shape allows. */
export type SourceRect = { sx: number; sy: number; sw: number; sh: number };

/**
 * A cover crop: the source is scaled until it fills the whole output, and what sticks out on
 * the long side is cut off equally on both ends (CSS `object-fit: cover`).
 */
export function coverCrop(sourceWidth: number, sourceHeight: number, outputWidth: number, outputHeight: number): SourceRect {
  const scale = Math.max(outputWidth / sourceWidth, outputHeight / sourceHeight);
  const sw = outputWidth / scale;
  const sh = outputHeight / scale;
  return { sx: (sourceWidth - sw) / 2, sy: (sourceHeight - sh) / 2, sw, sh };
}

/** Stored avatars are 400 px wide (spec 1 section 9) and square, because they are shown round. */
export const AVATAR_OUTPUT = { width: AVATAR_WIDTH, height: AVATAR_WIDTH } as const;

const KEPT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The canvas writes PNG, JPEG and WebP; anything else (GIF, SVG, BMP) becomes a PNG. */
export function outputType(inputType: string): string {
  return KEPT_TYPES.has(inputType) ? inputType : 'image/png';
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The stored name says what the file now is: `cat.gif` scaled to PNG is stored as `cat.png`. */
export function outputName(fileName: string, type: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, '') || 'avatar';
  return `${base}.${EXTENSIONS[type] ?? 'png'}`;
}

export type Drawable = { width: number; height: number };

/** The little of a canvas the scaling uses, so a test can hand in one without a 2d context. */
export type CanvasLike<I> = {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(image: I, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  } | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
};

export type ScaleDeps<I extends Drawable> = {
  load(file: Blob): Promise<I>;
  createCanvas(): CanvasLike<I>;
};

/** A browser's way to read and draw a picture. */
export const browserScaleDeps: ScaleDeps<ImageBitmap> = {
  load: (file) => createImageBitmap(file),
  createCanvas: () => document.createElement('canvas'),
};

/** The picture, cover-cropped onto a 400 × 400 canvas, as a file of the type it will be stored as. */
export async function scaleAvatar<I extends Drawable>(file: Blob, deps: ScaleDeps<I>): Promise<Blob> {
  const image = await deps.load(file);
  const canvas = deps.createCanvas();
  canvas.width = AVATAR_OUTPUT.width;
  canvas.height = AVATAR_OUTPUT.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CANVAS_CONTEXT_ERROR);
  const { sx, sy, sw, sh } = coverCrop(image.width, image.height, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  const type = outputType(file.type);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(NOT_CONVERTED))), type, 0.9);
  });
}
