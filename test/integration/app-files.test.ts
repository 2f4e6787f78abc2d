import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Api } from '../support/api';
import { adminClients, unique } from './context';
import { uploadedFile } from './uploaded-file';

/**
 * Spec 2 section 7: "Deletion is done in the store too", and section 8: 'Image could not be
 * deleted from storage', 'Audio could not be deleted'. A save of app content deletes the files it
 * dropped; one the store refuses to delete stays, the save still stands, and its answer names the
 * file so the console can say so.
 */
describe('files an app content save drops', () => {
  let api: Api;
  let defaultCode: string;
  let groupId: string;
  const folderUrl = (folder: string) => `${inject('stack').env.UPLOADS_PUBLIC_URL}/localhost/${folder}`;
  // A name longer than a file system takes, in a folder that exists: the local store answers its
  // delete with a 500, as S3 answers one it cannot serve (throttling, an outage), while the URL is
  // the museum's own. (In a folder not yet made, the lookup ends early and the delete succeeds.)
  const undeletableName = (ext: string) => `CROP-1-${'x'.repeat(300)}.${ext}`;
  async function undeletable(folder: string, ext: string, contentType = 'image/png'): Promise<string> {
    await uploaded(folder, `folder.${ext}`, contentType);
    return `${folderUrl(folder)}/${undeletableName(ext)}`;
  }

  const uploaded = (path: string, fileName: string, contentType: string) => uploadedFile(api, path, fileName, contentType);

  beforeAll(async () => {
    api = (await adminClients()).local;
    const languages = (await api.get('/api/point-of-interests/languages')).body as { isoLanguage: { code: string }; defaultInMobileApp: boolean }[];
    defaultCode = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
    groupId = (await api.post('/api/point-of-interest-groups', { title: unique('Files group ') })).body.id;
  });

  const poiBody = (extra: Record<string, unknown>, audio: string[] = []) => ({
    group: { id: groupId },
    location: { location: 'Hall 4', latitude: 35.9, longitude: 14.5 },
    content: [{ language: defaultCode, title: unique('Files POI '), description: 'Files', audioList: audio.map((url) => ({ url })) }],
    ...extra,
  });

  it('deletes a dropped image from the store and reports nothing left', async () => {
    const url = await uploaded('poi-images', 'kept.png', 'image/png');
    const poi = (await api.post('/api/point-of-interests', poiBody({ featuredImage: { url } }))).body;
    expect((await fetch(url)).status).toBe(200);
    const saved = await api.put(`/api/point-of-interests/${poi.id}`, { ...poiBody({}), version: poi.version });
    expect(saved.status).toBe(200);
    expect(saved.body.filesNotDeleted).toBeUndefined();
    expect((await fetch(url)).status).toBe(404);
  });

  it('saves the POI and names the image and the audio the store could not delete', async () => {
    const image = await undeletable('poi-images', 'png');
    const audio = await undeletable('poiAudio-files', 'mp3', 'audio/mpeg');
    const kept = await uploaded('poi-images', 'stays.png', 'image/png');
    const poi = (await api.post('/api/point-of-interests', poiBody({ featuredImage: { url: image }, imageList: [{ url: kept }] }, [audio]))).body;
    const saved = await api.put(`/api/point-of-interests/${poi.id}`, { ...poiBody({ imageList: [{ url: kept }] }), version: poi.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect([...saved.body.filesNotDeleted].sort()).toEqual([audio, image].sort());
    // Nothing else is lost: the save stands, the kept image is still there.
    const read = (await api.get(`/api/point-of-interests/${poi.id}`)).body;
    expect(read.version).toBe(poi.version + 1);
    expect(read.data.featuredImage).toBeNull();
    expect(read.data.imageList.map((f: { url: string }) => f.url)).toEqual([kept]);
    expect((await fetch(kept)).status).toBe(200);
  });

  it('names the image a POI group and a news item could not delete', async () => {
    const groupImage = await undeletable('poi-group-images', 'png');
    const group = (await api.post('/api/point-of-interest-groups', { title: unique('Files group '), image: { url: groupImage } })).body;
    const groupSaved = await api.put(`/api/point-of-interest-groups/${group.id}`, { title: group.title, version: group.version });
    expect(groupSaved.body.filesNotDeleted).toEqual([groupImage]);
    expect(groupSaved.body.image).toBeNull();

    const newsImage = await undeletable('news-images', 'png');
    const news = (await api.post('/api/news', { date: '2026-11-26', image: { url: newsImage }, content: [{ language: defaultCode, title: 'Files news', description: 'Files' }] })).body;
    const newsSaved = await api.put(`/api/news/${news.id}`, { date: '2026-11-26', content: [{ language: defaultCode, title: 'Files news', description: 'Files' }], version: news.version });
    expect(newsSaved.body.filesNotDeleted).toEqual([newsImage]);
    expect(newsSaved.body.data.image).toBeNull();
  });
});
