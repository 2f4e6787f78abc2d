import { describe, expect, it } from 'vitest';
import { fakePostApi } from '../../test-support/fake-api';
import { acceptsType } from '../../../../shared/upload-kinds';
import { NOT_AN_IMAGE, uploadAvatar } from './avatar-upload';

const presigned = {
  url: 'http://store.test/bucket',
  fields: { key: 'localhost/user-images/CROP-1-me.png', 'Content-Type': 'image/png', Policy: 'p' },
  key: 'localhost/user-images/CROP-1-me.png',
  publicUrl: 'http://store.test/bucket/localhost/user-images/CROP-1-me.png',
};

const fakeApi = () => fakePostApi((path) => (path === '/uploads/avatar' ? presigned : { id: 'u1' }));

describe('uploadAvatar', () => {
  it('asks for a presigned POST, posts the scaled file last, then saves its URL on the user', async () => {
    const { api, calls } = fakeApi();
    const posts: { url: string; form: FormData }[] = [];
    const url = await uploadAvatar('u1', new File(['raw'], 'me.gif', { type: 'image/gif' }), {
      api,
      scale: async () => new Blob(['scaled'], { type: 'image/png' }),
      post: async (target, init) => {
        posts.push({ url: target, form: init.body instanceof FormData ? init.body : new FormData() });
        return new Response(null, { status: 204 });
      },
    });
    expect(url).toBe(presigned.publicUrl);
    expect(calls).toEqual([
      { path: '/uploads/avatar', body: { fileName: 'me.png', contentType: 'image/png' } },
      { path: '/users/avatar', body: { id: 'u1', avatarUrl: presigned.publicUrl } },
    ]);
    expect(posts[0].url).toBe(presigned.url);
    const names = [...posts[0].form.keys()];
    expect(names).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    const file = posts[0].form.get('file');
    expect(file instanceof File && (await file.text())).toBe('scaled');
  });

  it('refuses a file that is not an image before calling anything', async () => {
    const { api, calls } = fakeApi();
    const upload = uploadAvatar('u1', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { api, scale: async (f) => f });
    await expect(upload).rejects.toThrow(NOT_AN_IMAGE);
    expect(calls).toEqual([]);
  });

  it('does not save the URL when the store refuses the file', async () => {
    const { api, calls } = fakeApi();
    const upload = uploadAvatar('u1', new File(['x'], 'me.png', { type: 'image/png' }), {
      api,
      scale: async (f) => f,
      post: async () => new Response('<Error>EntityTooLarge</Error>', { status: 400 }),
    });
    await expect(upload).rejects.toThrow('status 400');
    expect(calls.map((c) => c.path)).toEqual(['/uploads/avatar']);
  });

  // The API signs only raster images for avatars: whatever picture is chosen, the console asks for one.
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/bmp', 'image/avif'])('asks to store a %s as a type the API accepts', async (type) => {
    const { api, calls } = fakeApi();
    await uploadAvatar('u1', new File(['raw'], 'me', { type }), { api, scale: async (f) => f, post: async () => new Response(null, { status: 204 }) });
    const asked = calls[0].body as { contentType: string; fileName: string };
    expect(acceptsType('user-images', asked.contentType)).toBe(true);
    expect(asked.contentType).not.toBe('image/svg+xml');
  });
});
