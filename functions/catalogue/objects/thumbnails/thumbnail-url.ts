/**
 * An object's thumbnail lives beside its main image, named after it (`<tenant>/objects/THUMB-<main
 * image's file name>.webp`): its address follows from the main image's alone, so a row needs no
 * stored field and a replaced image's thumbnail goes with it. Uploads are named `CROP-...`, so no
 * upload can take a thumbnail's name.
 */
export const THUMBNAIL_PREFIX = 'THUMB-';

export const thumbnailUrlOf = (mainImageUrl: string): string => mainImageUrl.replace(/[^/]*$/, (name) => `${THUMBNAIL_PREFIX}${name}.webp`);
