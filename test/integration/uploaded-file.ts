import { expect } from 'vitest';
import type { Api } from '../support/api';

/** A one-pixel PNG: what the local store keeps of an image is what it is given. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

type Post = { url: string; fields: Record<string, string>; publicUrl: string };

/** Uploads a file through the console's presigned POST for `folder` (`/api/uploads/<folder>`); answers its public URL. */
export async function uploadedFile(api: Api, folder: string, fileName: string, contentType: string, bytes: Buffer = PNG): Promise<string> {
  const post = (await api.post(`/api/uploads/${folder}`, { fileName, contentType })).body as Post;
  const form = new FormData();
  for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  expect((await fetch(post.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return post.publicUrl;
}
