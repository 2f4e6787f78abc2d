import { describe, expect, it } from 'vitest';
import { fakePostApi } from '../../../test-support/fake-api';
import { fakeXhr } from '../../../test-support/fake-xhr';
import { FileNotStoredError, NotAnImageError, uploadObjectImage } from './image-upload';

const ticket = {
  url: 'http://store.test/bucket',
  fields: { key: 'localhost/objects/CROP-1-vase.png', 'Content-Type': 'image/png', Policy: 'p' },
  key: 'localhost/objects/CROP-1-vase.png',
  publicUrl: 'http://store.test/bucket/localhost/objects/CROP-1-vase.png',
};

const fakeApi = () => fakePostApi(() => ticket);

describe('uploadObjectImage', () => {
  it('asks for a ticket, posts the scaled file last with its progress, and keeps the public URL', async () => {
    const { api, calls } = fakeApi();
    const sent: { url: string; form: FormData }[] = [];
    const progress: number[] = [];
    const entry = await uploadObjectImage(
      new File(['raw'], 'vase.gif', { type: 'image/gif' }),
      { api, scale: async () => new Blob(['scaled'], { type: 'image/png' }), createXhr: fakeXhr(204, [25, 50, 100], sent) },
      (percent) => progress.push(percent),
    );
    expect(calls).toEqual([{ path: '/uploads/objects', body: { fileName: 'vase.png', contentType: 'image/png' } }]);
    expect(sent[0].url).toBe(ticket.url);
    expect([...sent[0].form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    const file = sent[0].form.get('file');
    expect(file instanceof File && (await file.text())).toBe('scaled');
    expect(progress).toEqual([0, 25, 50, 100, 100]);
    expect(entry).toEqual({ uid: ticket.key, name: 'vase.png', url: ticket.publicUrl, saved: false });
  });

  it('refuses a file that is not an image before asking for anything', async () => {
    const { api, calls } = fakeApi();
    const upload = uploadObjectImage(new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }), { api, scale: async (f) => f }, () => undefined);
    await expect(upload).rejects.toBeInstanceOf(NotAnImageError);
    expect(calls).toEqual([]);
  });

  it('fails when the store refuses the file or cannot be reached', async () => {
    for (const status of [403, 0]) {
      const { api } = fakeApi();
      const upload = uploadObjectImage(
        new File(['x'], 'vase.png', { type: 'image/png' }),
        { api, scale: async (f) => f, createXhr: fakeXhr(status, [], []) },
        () => undefined,
      );
      await expect(upload).rejects.toEqual(new FileNotStoredError(status));
    }
  });
});
