import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, tenantHost } from '../support/api';
import { unique } from './context';

type Row = Record<string, any>;

/**
 * The local seed (issue 10): `npm start`'s few dozen objects with pictures, and `npm run seed --
 * --objects N`'s bulk load, each run on a museum onboarded for this file, then read back through
 * the API as the console would.
 */
describe('seed data for objects', () => {
  const slug = unique('seed').toLowerCase().slice(0, 30);
  const password = 'Seed-Admin-1a';
  let api: Api;
  let seed: typeof import('../../infra/local/seed-objects');
  let bulk: typeof import('../../infra/local/bulk-objects');
  let registry: Awaited<ReturnType<typeof import('../../functions/onboarding/service').createTenant>>;
  let smallSeedMs = 0;

  beforeAll(async () => {
    // The seed runs in this process against the suite's stack: its handlers read this configuration at import.
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    seed = await import('../../infra/local/seed-objects');
    bulk = await import('../../infra/local/bulk-objects');
    registry = await createTenant({ slug, admin: { username: 'admin', password } });
    const started = Date.now();
    expect(await seed.seedMuseumObjects(registry, 'admin')).toBe(36);
    smallSeedMs = Date.now() - started;
    const { port } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
  });

  const list = async (query: string) => {
    const res = await api.get(`/api/objects?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { content: Row[]; totalElements: number };
  };

  it('gives a new museum 36 objects in three numbering series, with a few gaps, quickly', async () => {
    console.info(`small seed: 36 objects with pictures in ${smallSeedMs} ms`);
    // About 4 s on the shared 2-core machine under other work; the bound only catches a seed gone slow.
    expect(smallSeedMs).toBeLessThan(15_000);
    const page = await list('page=0&size=100');
    expect(page.totalElements).toBe(36);
    expect(page.content.slice(0, 3).map((o) => o.inventoryNumber)).toEqual(['A-001', 'A-002', 'A-003']);
    const gaps = await api.get('/api/objects/gap');
    expect(gaps.body).toEqual(expect.arrayContaining(['A-004', 'B-0007', 'M-05']));
  });

  it('fills the objects with dropdown values, availability, car and book details', async () => {
    const { content } = await list('page=0&size=100');
    const byNumber = new Map(content.map((o) => [o.inventoryNumber, o]));
    const bowl = byNumber.get('A-001')!;
    expect(bowl.classification).toMatch(/^classification/u);
    expect(bowl.category).toMatch(/^category/u);
    expect(bowl.material.length).toBe(1);
    expect(bowl.imageList.length).toBe(2);
    expect(byNumber.get('A-009')).toMatchObject({ available: false, availabilityPurpose: expect.stringMatching(/^availabilityPurpose/u) });
    expect(byNumber.get('M-01')).toMatchObject({ carDetailsVisible: true, brand: 'Mercedes-Benz', yearOfProduction: 1955 });
    expect(byNumber.get('B-0004')).toMatchObject({ bookDetailsVisible: true, pages: 1240 });
    const classifications = await api.get('/api/dropdowns?dropdownType=classification');
    const ceramics = (classifications.body as Row[]).find((v) => v.id === bowl.classification)!;
    expect(ceramics.usage).toBeGreaterThanOrEqual(5);
    expect(content.filter((o) => /[\u0600-\u06ff]/u.test(o.objectName)).length).toBeGreaterThanOrEqual(5);
  });

  it('adds a few records of each type about the seeded objects once, the movements moving them', async () => {
    const records = await import('../../infra/local/seed-records');
    expect(await records.seedMuseumRecords(registry, 'admin')).toBe(13);
    expect(await records.seedMuseumRecords(registry, 'admin')).toBe(0);
    for (const path of ['conditions', 'treatments', 'curatorial-forms', 'technical-forms', 'movements', 'insurances']) {
      const page = await api.get(`/api/${path}?page=0&size=10`);
      expect(page.body.totalElements, path).toBeGreaterThanOrEqual(2);
    }
    const treatments = await api.get('/api/treatments?searchText=TR');
    expect(treatments.body.content[0].reportId).toMatch(/^TR-\d{4}-\d{4}$/u);
    const { content } = await list('searchAll=A-002');
    const locations = await api.get('/api/dropdowns?dropdownType=location');
    expect((locations.body as Row[]).find((v) => v.id === content[0].location)?.title).toBe('Conservation Laboratory');
  });

  it('finds the seeded objects by accented and Arabic words', async () => {
    expect((await list('searchAll=ceramique')).content.map((o) => o.inventoryNumber)).toEqual(['A-002']);
    expect((await list(`searchAll=${encodeURIComponent('مخطوطة')}`)).content.map((o) => o.inventoryNumber)).toEqual(['B-0001']);
  });

  it('stores each picture where an upload would, served from the local S3 as a cached PNG', async () => {
    const { content } = await list('page=0&size=5');
    const url: string = content[0].mainImage.url;
    expect(url.startsWith(`${inject('stack').env.UPLOADS_PUBLIC_URL}/${slug}/objects/CROP-`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(400);
  });

  it('leaves a museum that has objects alone on the next start', async () => {
    expect(await seed.seedMuseumObjects(registry, 'admin')).toBe(0);
    expect((await list('size=10')).totalElements).toBe(36);
  });

  it('bulk-loads 500 objects with a consistent count, searchable at once, and a rerun adds nothing', async () => {
    const result = await bulk.bulkSeedObjects(registry, 500);
    console.info(`bulk seed: 500 objects in ${result.ms} ms`);
    expect(result).toMatchObject({ added: 500, skipped: 0 });
    expect((await list('size=10')).totalElements).toBe(536);
    expect(await seed.objectCount(slug)).toBe(536);
    const numbered = await list('inventoryNumber=S-000250');
    expect(numbered.content.map((o) => o.inventoryNumber)).toEqual(['S-000250']);
    expect((await list('searchAll=S-&size=10')).totalElements).toBe(500);
    // A word of the generated names: found among the bulk objects, and the total is exact.
    const word = (numbered.content[0].objectName as string).split(' ')[0];
    const found = await list(`searchAll=${encodeURIComponent(word)}&size=1000`);
    expect(found.content.some((o) => o.inventoryNumber === 'S-000250')).toBe(true);
    expect(found.totalElements).toBe(found.content.length);

    const again = await bulk.bulkSeedObjects(registry, 500);
    expect(again).toMatchObject({ added: 0, skipped: 500 });
    expect(await seed.objectCount(slug)).toBe(536);
  });
});
