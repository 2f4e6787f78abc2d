import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_CACHE_CONTROL } from '../../shared/visitor-app/constants';
import { Api, tenantHost, type Response } from '../support/api';
import { adminClients, unique } from './context';

/** What a phone's camera reads: the SVG drawn at 400 px, decoded by a QR reader. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/**
 * Issue 31: `GET /app/v1/pois/{id}/qr.svg` is the QR code of the POI's visitor page on the host
 * the request came on; public and cacheable like the rest of the visitor API.
 */
describe("a POI's QR code", () => {
  let staff: Api;
  let port: number;
  let poiId: string;
  let newPoi: () => Promise<string>;

  beforeAll(async () => {
    const clients = await adminClients();
    staff = clients.demo;
    port = clients.port;
    const languages = (await staff.get('/api/point-of-interests/languages')).body as { isoLanguage: { code: string }; defaultInMobileApp: boolean }[];
    const language = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
    const group = (await staff.post('/api/point-of-interest-groups', { title: unique('QR hall ') })).body;
    newPoi = async () => {
      const poi = await staff.post('/api/point-of-interests', {
        group: { id: group.id },
        location: { location: 'Hall 2', latitude: 35.9, longitude: 14.5 },
        content: [{ language, title: unique('QR astrolabe '), description: 'Signed by its maker.' }],
      });
      expect(poi.status).toBe(200);
      return poi.body.id as string;
    };
    poiId = await newPoi();
  });

  const qr = (host: string, id = poiId, headers: Record<string, string> = {}): Promise<Response> =>
    new Api(port, host).call('GET', `/app/v1/pois/${encodeURIComponent(id)}/qr.svg`, undefined, { headers });

  it("decodes to the POI's visitor page on the museum's host, as a cacheable SVG", async () => {
    const host = tenantHost('demo', port);
    const res = await qr(host);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(APP_CACHE_CONTROL);
    expect(await decode(res.body)).toBe(`http://${host}/visit/poi/${poiId}`);
    // Unchanged content: the ETag earns a 304 without a body.
    const again = await qr(host, poiId, { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('is a 404 for a POI the museum does not have, one deleted, or one of another museum', async () => {
    expect((await qr(tenantHost('demo', port), 'no-such-poi')).status).toBe(404);
    // The POI is demo's: the localhost museum has no such POI.
    expect((await qr(tenantHost('localhost', port))).status).toBe(404);
    const gone = await newPoi();
    expect((await qr(tenantHost('demo', port), gone)).status).toBe(200);
    expect((await staff.delete(`/api/point-of-interests?idList=${gone}`)).status).toBe(200);
    const after = await qr(tenantHost('demo', port), gone);
    expect(after.status).toBe(404);
    expect(after.body).toMatchObject({ status: 404 });
  });
});
