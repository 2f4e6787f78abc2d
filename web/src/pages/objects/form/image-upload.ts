import { UploadTicketSchema } from '../../../../../shared/schemas/upload';
import type { ApiClient } from '../../../api/client';
import { outputName, outputType } from '../../profile/avatar-scaling';
import type { FormFile } from './object-form-values';

/** The little of an XMLHttpRequest the upload uses, so a test can hand in a fake one. */
export type XhrLike = {
  open(method: string, url: string): void;
  send(body: FormData): void;
  status: number;
  upload: { onprogress: ((event: ProgressEvent) => unknown) | null };
  onload: ((event: ProgressEvent) => unknown) | null;
  onerror: ((event: ProgressEvent) => unknown) | null;
};

export type ImageUploadDeps = {
  api: ApiClient;
  scale(file: Blob): Promise<Blob>;
  /** fetch cannot report upload progress; XMLHttpRequest can. */
  createXhr?: () => XhrLike;
};

/** A chosen file that is not an image (spec 2 section 5: images only). */
export class NotAnImageError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is not an image.`);
    this.name = 'NotAnImageError';
  }
}

/** The file store refused the file or could not be reached. */
export class FileNotStoredError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be stored (status ${status}).`);
    this.name = 'FileNotStoredError';
  }
}

/** Posts the form to the store, reporting the share sent (0-100) as it goes. */
function postWithProgress(url: string, form: FormData, createXhr: () => XhrLike, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // S3 answers 204 (or 200/201 with success_action_status); anything else is a refusal.
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new FileNotStoredError(xhr.status)));
    xhr.onerror = () => reject(new FileNotStoredError(0));
    xhr.send(form);
  });
}

/**
 * One image of the media step: refused unless an image, scaled in the browser, then posted
 * straight to the store with the fields the API signed (`POST /api/uploads/objects`, the file
 * last, as S3 requires). The entry keeps the ticket's public URL; the object's save stores it.
 */
export async function uploadObjectImage(file: File, deps: ImageUploadDeps, onProgress: (percent: number) => void, folder = 'objects'): Promise<FormFile> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError(file.name);
  const scaled = await deps.scale(file);
  const contentType = outputType(file.type);
  return postToStore(deps, folder, scaled, outputName(file.name, contentType), contentType, onProgress);
}

/**
 * A document (a record's treatment documentation or loan documents: PDF or an image), sent as it
 * is to `POST /api/uploads/<folder>`, which refuses other types.
 */
export async function uploadDocument(file: File, deps: ImageUploadDeps, onProgress: (percent: number) => void, folder: string): Promise<FormFile> {
  return postToStore(deps, folder, file, file.name, file.type, onProgress);
}

async function postToStore(deps: ImageUploadDeps, folder: string, body: Blob, fileName: string, contentType: string, onProgress: (percent: number) => void): Promise<FormFile> {
  const ticket = UploadTicketSchema.parse(await deps.api.post(`/uploads/${folder}`, { fileName, contentType }));
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new File([body], fileName, { type: contentType }));
  onProgress(0);
  await postWithProgress(ticket.url, form, deps.createXhr ?? (() => new XMLHttpRequest()), onProgress);
  onProgress(100);
  return { uid: ticket.key, name: fileName, url: ticket.publicUrl, saved: false };
}
