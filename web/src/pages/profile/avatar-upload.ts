import { UploadTicketSchema } from '../../../../shared/schemas/upload';
import type { ApiClient } from '../../api/client';
import { outputName, outputType } from './avatar-scaling';
import { NOT_AN_IMAGE, PictureNotStoredError } from './avatar-texts';

export { NOT_AN_IMAGE };

type Post = (url: string, init: RequestInit) => Promise<Response>;

export type AvatarUploadDeps = {
  api: ApiClient;
  scale(file: Blob): Promise<Blob>;
  /** The store is not the API: its answer is S3's (204 by default), not the API's 200. */
  post?: Post;
};

/**
 * A new avatar: scaled in the browser, posted straight to the file store with the fields the
 * API signed (the file last, as S3 requires), then saved on the user. Returns the picture's URL.
 */
export async function uploadAvatar(userId: string, file: File, deps: AvatarUploadDeps): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  const scaled = await deps.scale(file);
  const contentType = outputType(file.type);
  const fileName = outputName(file.name, contentType);
  // POST /api/uploads/avatar answers a presigned POST whose policy pins key, type, cache header and size.
  const presigned = UploadTicketSchema.parse(await deps.api.post('/uploads/avatar', { fileName, contentType }));

  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new File([scaled], fileName, { type: contentType }));
  const post = deps.post ?? ((url, init) => fetch(url, init));
  const stored = await post(presigned.url, { method: 'POST', body: form });
  if (!stored.ok) throw new PictureNotStoredError(stored.status);

  await deps.api.post('/users/avatar', { id: userId, avatarUrl: presigned.publicUrl });
  return presigned.publicUrl;
}
