import { AUDIO_UPLOAD_MAX_BYTES, DOCUMENT_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES } from './constants';

/**
 * What an upload may carry, field by field (spec 1 section 7, spec 2 sections 5 and 7). Files are
 * served back from the console's own site, so a type a browser would run (SVG, HTML, anything
 * else) is never accepted: only these types, each with the extensions its stored name may end in.
 */
export const UPLOAD_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'audio/mpeg': ['mp3'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type UploadType = keyof typeof UPLOAD_TYPES;

const RASTER_IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const satisfies readonly UploadType[];

export type UploadKind = {
  readonly types: readonly UploadType[];
  readonly maxBytes: number;
  /** The 400's sentence when a file of another type is offered. */
  readonly refused: string;
};

/** Image fields take raster images; audio fields MP3 (spec 2: "Audio accepts .mp3 only"); documents PDF or images. */
export const UPLOAD_KINDS = {
  image: { types: RASTER_IMAGES, maxBytes: IMAGE_UPLOAD_MAX_BYTES, refused: 'Only JPEG, PNG, WebP or GIF images can be uploaded here.' },
  audio: { types: ['audio/mpeg'], maxBytes: AUDIO_UPLOAD_MAX_BYTES, refused: 'Only MP3 audio can be uploaded here.' },
  document: { types: ['application/pdf', ...RASTER_IMAGES], maxBytes: DOCUMENT_UPLOAD_MAX_BYTES, refused: 'Only PDF documents or JPEG, PNG, WebP or GIF images can be uploaded here.' },
} as const satisfies Record<string, UploadKind>;
export type UploadKindName = keyof typeof UPLOAD_KINDS;

/**
 * The folders under a tenant's own folder (`<tenant>/<folder>/...`) and the kind of file each
 * holds: spec 1 names `user-images` (avatars), spec 2 section 7 the collection's and the app's.
 * A stored file URL must point into the folder of its own field.
 */
export const UPLOAD_FOLDERS = {
  'user-images': 'image',
  objects: 'image',
  conditions: 'image',
  treatments: 'image',
  'curatorial-forms': 'image',
  movement: 'document',
  'treatment-documents': 'document',
  'insurance-documents': 'document',
  'poi-images': 'image',
  'poiAudio-files': 'audio',
  'poi-group-images': 'image',
  'news-images': 'image',
  'app-settings-images': 'image',
} as const satisfies Record<string, UploadKindName>;
export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export function uploadKindOf(folder: UploadFolder): UploadKind {
  return UPLOAD_KINDS[UPLOAD_FOLDERS[folder]];
}

/** Whether a folder's field accepts this exact content type (no parameters, no other casing). */
export function acceptsType(folder: UploadFolder, contentType: string): contentType is UploadType {
  return (uploadKindOf(folder).types as readonly string[]).includes(contentType);
}

/** Path prefix under which CloudFront serves uploaded files; the bucket key follows it. */
export const UPLOADS_PATH = '/uploads';
