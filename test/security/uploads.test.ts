import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';
import { UPLOAD_KINDS } from '../../shared/upload-kinds';
import { expectErrorBody } from '../support/api';
import { securityStack, type Stack } from './actors';
import { Tally } from './requests';

type Ticket = { url: string; fields: Record<string, string>; key: string; publicUrl: string };
const policyOf = (t: Ticket): { conditions: unknown[] } => JSON.parse(Buffer.from(t.fields.Policy, 'base64').toString('utf8'));

/**
 * Upload abuse: a presigned avatar upload only ever carries a raster image of bounded size under
 * the museum's own folder, and a saved avatar URL only ever names a file there.
 */
describe('upload abuse', () => {
  let s: Stack;
  const tally = new Tally('uploads');
  beforeAll(async () => {
    s = await securityStack();
  });
  afterAll(() => tally.print());

  const presign = (body: unknown, api = s.local.writer.api) => {
    tally.add('presign requests');
    return api.post('/api/uploads/avatar', body);
  };

  // Types a browser would run or sniff when the file is opened from the console's own site.
  const refusedTypes = ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'image/png; charset=utf-8', 'image/png;', 'IMAGE/PNG', ' image/png', 'image/*', 'application/pdf', 'audio/mpeg'];
  it.each(refusedTypes)('presigns nothing for an avatar of type %j', async (contentType) => {
    const res = await presign({ fileName: 'avatar.png', contentType });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 400);
    expect(res.body.fields).toBeUndefined();
  });

  it.each([
    ['a name past 200 characters', 'a'.repeat(201) + '.png'],
    ['a name of 70,000 characters', 'b'.repeat(70_000)],
    ['an empty name', ''],
    ['a name with NUL', 'me\u0000.png'],
    ['a name with a lone surrogate', 'me\ud800.png'],
  ])('presigns nothing for %s', async (_what, fileName) => {
    const res = await presign({ fileName, contentType: 'image/png' });
    expect([400, 413]).toContain(res.status);
    expectErrorBody(res.body, res.status);
  });

  // The name is not stored as given: the key is made of safe characters and the type's extension,
  // so an override that makes 'avatar\u202Egnp.exe' read as 'avatarexe.png' cannot reach it.
  it('keys a name with a text-direction override by safe characters and the extension of its type', async () => {
    const res = await presign({ fileName: 'avatar\u202Egnp.exe', contentType: 'image/png' });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect((res.body as Ticket).key).toMatch(/^localhost\/user-images\/[\w.-]+\.png$/);
  });

  it("pins a hostile name's upload to the museum's own folder, one exact type and the image size range", async () => {
    const res = await presign({ fileName: '../../demo/user-images/%2e%2e/evil.svg', contentType: 'image/png' });
    expect(res.status).toBe(200);
    const ticket = res.body as Ticket;
    expect(ticket.key).toMatch(/^localhost\/user-images\/[^/]+\.png$/);
    expect(ticket.key).not.toMatch(/\.\.|%/);
    const conditions = policyOf(ticket).conditions;
    expect(conditions).toContainEqual({ key: ticket.key });
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(conditions).toContainEqual(['content-length-range', 1, IMAGE_UPLOAD_MAX_BYTES]);
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(UPLOAD_KINDS.image.maxBytes);
  });

  it('saves as an avatar only a file of the own museum\'s user-images folder; the stored avatar stays', async () => {
    const me = s.local.writer;
    const ours = ((await presign({ fileName: 'me.png', contentType: 'image/png' })).body as Ticket).publicUrl;
    const theirs = ((await presign({ fileName: 'me.png', contentType: 'image/png' }, s.demo.writer.api)).body as Ticket).publicUrl;
    const saved = await me.api.post('/api/users/avatar', { id: me.id, avatarUrl: ours });
    expect(saved.status).toBe(200);
    const area = ours.slice(0, ours.indexOf('/localhost/user-images/'));
    const file = ours.slice(ours.lastIndexOf('/') + 1);

    const refused = {
      'javascript:': 'javascript:alert(document.cookie)',
      'javascript: with a folder look': `javascript://${area.replace(/^https?:\/\//, '')}/localhost/user-images/%0aalert(1)`,
      'data:': 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'another host': `https://evil.example/localhost/user-images/${file}`,
      'another host by userinfo': ours.replace('://', '://evil.example@'),
      'protocol-relative': `//evil.example/localhost/user-images/${file}`,
      "the other museum's folder": theirs,
      'the own museum, another folder': `${area}/localhost/insurance-documents/${file}`,
      '.. out of the folder': `${area}/localhost/user-images/../../demo/user-images/${file}`,
      'encoded ..': `${area}/localhost/user-images/%2e%2e/%2e%2e/demo/user-images/${file}`,
      'backslashes': `${area}/localhost/user-images/..\\..\\demo\\user-images\\${file}`,
      'a query': `${ours}?response-content-type=text/html`,
      'a fragment': `${ours}#x`,
      'the folder itself': `${area}/localhost/user-images/`,
    };
    for (const [what, avatarUrl] of Object.entries(refused)) {
      tally.add('avatar URLs refused');
      const res = await me.api.post('/api/users/avatar', { id: me.id, avatarUrl });
      expect(res.status, `${what}: ${avatarUrl}`).toBe(400);
      expectErrorBody(res.body, 400);
    }
    expect((await me.api.get('/api/users/me')).body.avatarUrl).toBe(ours);
  });

  it("does not let a user without user write set another user's avatar", async () => {
    const target = s.local.writer;
    const before = (await s.local.admin.api.get(`/api/users/${target.id}`)).body.avatarUrl;
    const url = ((await presign({ fileName: 'me.png', contentType: 'image/png' }, s.local.noRights.api)).body as Ticket).publicUrl;
    const res = await s.local.noRights.api.post('/api/users/avatar', { id: target.id, avatarUrl: url });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, 403);
    expect((await s.local.admin.api.get(`/api/users/${target.id}`)).body.avatarUrl).toBe(before);
  });
});
