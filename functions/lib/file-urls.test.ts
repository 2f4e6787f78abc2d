import { beforeAll, describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit-test-table';
let isTenantFileUrl: typeof import('./file-urls').isTenantFileUrl;
beforeAll(async () => {
  ({ isTenantFileUrl } = await import('./file-urls'));
});

const base = 'https://d1234.cloudfront.net/uploads';
const own = `${base}/louvre/user-images/CROP-1700000000000-me.png`;

describe('isTenantFileUrl', () => {
  it("accepts a file in the tenant's own folder for the field", () => {
    expect(isTenantFileUrl(own, 'louvre', 'user-images', base)).toBe(true);
    expect(isTenantFileUrl(`${base}/louvre/poiAudio-files/1700000000000-stop_1.mp3`, 'louvre', 'poiAudio-files', base)).toBe(true);
  });

  it.each([
    ['a script URL', 'javascript:alert(document.cookie)'],
    ['a data URL', 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+'],
    ['another site', 'https://evil.example/louvre/user-images/CROP-1-me.png'],
    ['another site that starts like ours', 'https://d1234.cloudfront.net.evil.example/uploads/louvre/user-images/CROP-1-me.png'],
    ['userinfo before another host', 'https://d1234.cloudfront.net/uploads@evil.example/louvre/user-images/CROP-1-me.png'],
    ['plain http', own.replace('https:', 'http:')],
    ["another tenant's key", `${base}/orsay/user-images/CROP-1-me.png`],
    ['a tenant whose name starts like ours', `${base}/louvre2/user-images/CROP-1-me.png`],
    ['another folder of the tenant', `${base}/louvre/insurance-documents/1-contract.pdf`],
    ['the folder itself', `${base}/louvre/user-images/`],
    ['a sub-folder', `${base}/louvre/user-images/a/b.png`],
    ['a dot-dot segment', `${base}/louvre/user-images/../../orsay/user-images/CROP-1-me.png`],
    ['an encoded dot-dot', `${base}/louvre/user-images/%2e%2e/%2e%2e/orsay/user-images/CROP-1-me.png`],
    ['an encoded slash', `${base}/louvre/user-images/..%2f..%2forsay%2fme.png`],
    ['a backslash', `${base}/louvre/user-images/..\\..\\orsay\\me.png`],
    ['a query', `${own}?response-content-type=text/html`],
    ['a fragment', `${own}#x`],
    ['a trailing newline', `${own}\n`],
    ['leading space', ` ${own}`],
    ['a file named dot-dot', `${base}/louvre/user-images/..`],
  ])('refuses %s', (_, url) => {
    expect(isTenantFileUrl(url, 'louvre', 'user-images', base)).toBe(false);
  });

  it('refuses everything when no public upload URL is configured', () => {
    expect(isTenantFileUrl('/louvre/user-images/CROP-1-me.png', 'louvre', 'user-images', '')).toBe(false);
  });

  it('works with the local stack\'s path-style bucket URL', () => {
    const local = 'http://127.0.0.1:4569/museum-uploads-local';
    expect(isTenantFileUrl(`${local}/localhost/user-images/CROP-1-me.png`, 'localhost', 'user-images', local)).toBe(true);
    expect(isTenantFileUrl(`http://127.0.0.1:4570/museum-uploads-local/localhost/user-images/CROP-1-me.png`, 'localhost', 'user-images', local)).toBe(false);
  });
});
