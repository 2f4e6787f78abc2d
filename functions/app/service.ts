import { createHash } from 'node:crypto';
import { poiPageUrl } from '../../shared/visitor-app/poi-page-url';
import { APP_CACHE_CONTROL, APP_FORMAT, APP_REQUESTS_PER_MINUTE, DELTA_MAX_STEPS, PREVIEW_CACHE_CONTROL, PREVIEW_KEY_HEADER } from '../../shared/visitor-app/constants';
import type { DeltaBundle, FullBundle, PrivacyPolicyDto } from '../../shared/schemas/visitor-app';
import { contentVersion, touchedSince } from '../lib/app-content/content-version';
import { countClientRequest } from '../lib/client-throttle';
import type { PublicContext } from '../lib/context';
import { AppSettingsEntity } from '../lib/entities/app-settings';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { requestHost } from '../lib/request-headers';
import { Reply } from '../lib/route-server';
import { matchesHash } from '../lib/secret-keys';
import { snapshotAt, type ContentSnapshot } from './content-snapshot';
import { beaconMap, fullBundle, groupView, newsView, poiView, type View } from './views';

/** What an app route asks for, to be answered from the museum's content (or with 304). */
export type AppRequest = {
  ctx: PublicContext;
  headers: Record<string, string | undefined>;
  /** The route and its inputs: they and the content version make the ETag. */
  route: string;
  inputs: unknown;
  language?: string;
};

type Museum = { tenant: string; preview: boolean };

/** The host's museum, the caller's allowance, and whether a valid preview key came with the request. */
async function museumOf(req: AppRequest): Promise<Museum> {
  const tenant = req.ctx.tenant;
  if (!tenant) throw new NotFoundError('There is no museum at this address.');
  await countClientRequest(tenant, req.ctx.clientAddress, APP_REQUESTS_PER_MINUTE);
  const key = req.headers[PREVIEW_KEY_HEADER];
  if (!key) return { tenant, preview: false };
  const { data } = await AppSettingsEntity.get({ tenant }).go({ consistent: true });
  if (!matchesHash(key, data?.previewKeyHash)) throw new ForbiddenError('The preview key is not valid: rotate it in App Settings and use the new one.');
  // A valid key sees drafts only while the museum has preview mode on.
  return { tenant, preview: Boolean(data?.previewModeOn) };
}

/**
 * A strong ETag: the answer is a function of the format, the museum, its content version, the
 * route, its inputs and preview. The museum is named in the tag: two museums at the same version
 * answer the same route differently, and a tag sent to the wrong host (an app switching museums,
 * a shared cache) must never earn another museum's 304.
 */
function etagOf(tenant: string, version: number, req: AppRequest, preview: boolean): string {
  const hash = createHash('sha256').update(JSON.stringify([req.route, req.inputs, preview])).digest('base64url').slice(0, 16);
  return `"${APP_FORMAT}-${tenant}-${version}-${hash}"`;
}

/** `If-None-Match` holds the tag (a list, `*`, or weak forms compare by their opaque part: RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag);
}

/**
 * Answers an app route: 304 when the caller's ETag is still the content's (one GetItem of the
 * version), else the answer `build` makes from the content snapshot, with its ETag.
 */
export async function answer(req: AppRequest, build: (snapshot: ContentSnapshot, view: View) => unknown | Promise<unknown>): Promise<Reply> {
  const museum = await museumOf(req);
  const cacheControl = museum.preview ? PREVIEW_CACHE_CONTROL : APP_CACHE_CONTROL;
  const version = await contentVersion(museum.tenant);
  const early = etagOf(museum.tenant, version, req, museum.preview);
  const vary = { vary: PREVIEW_KEY_HEADER };
  if (matches(req.headers['if-none-match'], early)) return new Reply(null, { etag: early, 'cache-control': cacheControl, ...vary }, 304);
  const snapshot = await snapshotAt(museum.tenant, version);
  const view = viewOf(snapshot, req.language, museum.preview);
  const body = await build(snapshot, view);
  return new Reply(body, { etag: etagOf(museum.tenant, snapshot.version, req, museum.preview), 'cache-control': cacheControl, ...vary });
}

function viewOf(snapshot: ContentSnapshot, requested: string | undefined, preview: boolean): View {
  const { codes, defaultCode } = snapshot.languages;
  // A museum without languages yet still answers its groups, beacons and settings (texts empty).
  const language = requested ?? defaultCode ?? '';
  if (requested && !codes.includes(language)) throw new NotFoundError(`The app has no language ${language}. Its languages: ${codes.join(', ')}.`);
  return { language, defaultLanguage: defaultCode, preview };
}

export function poiPage(snapshot: ContentSnapshot, view: View, query: { groupId?: string; page: number; size: number }) {
  const all = snapshot.pois
    .filter((p) => !query.groupId || p.groupId === query.groupId)
    .map((p) => poiView(p, view, snapshot.objectNames))
    .sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', view.language) || (a.id < b.id ? -1 : 1));
  return {
    content: all.slice(query.page * query.size, (query.page + 1) * query.size),
    totalElements: all.length,
    page: query.page,
    size: query.size,
    contentVersion: snapshot.version,
  };
}

export function onePoi(snapshot: ContentSnapshot, view: View, id: string) {
  const poi = snapshot.pois.find((p) => p.id === id);
  if (!poi) throw new NotFoundError(`There is no POI ${id}.`);
  return poiView(poi, view, snapshot.objectNames);
}

/**
 * The QR code of the POI's visitor page on the host the request came on (a museum may answer on
 * more than one): the host is part of the ETag's inputs, as it is of CloudFront's cache key. The
 * POI must be one `GET /pois/{id}` answers (drafts only with the preview key). The encoder loads
 * on the first code a container draws: the function's cold start has no room for it.
 */
export async function poiQrCode(req: AppRequest, id: string): Promise<Reply> {
  const host = requestHost(req.headers) ?? '';
  const reply = await answer({ ...req, inputs: [req.inputs, host] }, async (snapshot, view) => {
    onePoi(snapshot, view, id);
    const { qrSvg } = await import('../../shared/visitor-app/qr-code');
    return Buffer.from(qrSvg(poiPageUrl(host, id)));
  });
  return new Reply(reply.body, { ...reply.headers, 'content-type': 'image/svg+xml' }, reply.status);
}

export function groupList(snapshot: ContentSnapshot) {
  return { content: snapshot.groups.map(groupView).sort((a, b) => a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1)), contentVersion: snapshot.version };
}

export function newsList(snapshot: ContentSnapshot, view: View) {
  const news = snapshot.news.flatMap((n) => newsView(n, view) ?? []).sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? -1 : 1));
  return { content: news, contentVersion: snapshot.version };
}

export function beaconList(snapshot: ContentSnapshot) {
  return { content: beaconMap(snapshot), contentVersion: snapshot.version };
}

/**
 * The language's bundle, or with `since` what changed after that version: the steps since it
 * (one Query) name the records, whose current form is in the snapshot. A change of languages
 * (a new default changes every fallback), too many steps or a version the museum never had gets
 * the full bundle.
 */
export async function bundle(snapshot: ContentSnapshot, view: View, since: number | undefined): Promise<FullBundle | DeltaBundle> {
  const full = () => fullBundle(snapshot, view, APP_FORMAT);
  if (since === undefined || since > snapshot.version) return full();
  const touched = await touchedSince(snapshot.tenant, since, snapshot.version, DELTA_MAX_STEPS);
  if (!touched || touched.some((t) => t.type === 'language')) return full();
  const ids = (type: string) => [...new Set(touched.filter((t) => t.type === type).map((t) => t.id))].sort();
  const split = <T>(type: string, find: (id: string) => T | undefined) => {
    const upserts: T[] = [];
    const deletions: string[] = [];
    for (const id of ids(type)) {
      const found = find(id);
      if (found) upserts.push(found);
      else deletions.push(id);
    }
    return { upserts, deletions };
  };
  const pois = split('poi', (id) => {
    const p = snapshot.pois.find((x) => x.id === id);
    return p && poiView(p, view, snapshot.objectNames);
  });
  const groups = split('poiGroup', (id) => {
    const g = snapshot.groups.find((x) => x.id === id);
    return g && groupView(g);
  });
  const news = split('news', (id) => {
    const n = snapshot.news.find((x) => x.id === id);
    return n && newsView(n, view);
  });
  const mapChanged = touched.some((t) => t.type === 'beacon' || t.type === 'poi' || t.type === 'poiGroup');
  const base = full();
  return {
    format: APP_FORMAT,
    kind: 'delta',
    museum: snapshot.tenant,
    language: view.language,
    contentVersion: snapshot.version,
    since,
    ...(touched.some((t) => t.type === 'appSettings') ? { config: base.config } : {}),
    ...(mapChanged ? { beacons: base.beacons } : {}),
    upserts: { groups: groups.upserts, pois: pois.upserts, news: news.upserts },
    deletions: { groups: groups.deletions, pois: pois.deletions, news: news.deletions },
  };
}

/** Every file the language's bundle shows, once, by URL. */
export function manifest(snapshot: ContentSnapshot, view: View) {
  const b = fullBundle(snapshot, view, APP_FORMAT);
  const files = new Map<string, 'image' | 'audio'>();
  const image = (url: string | null) => url && files.set(url, 'image');
  const s = b.config.settings;
  [s.logo, s.icon, s.aboutImage].forEach(image);
  b.groups.forEach((g) => image(g.image));
  b.news.forEach((n) => image(n.image));
  for (const p of b.pois) {
    [p.featuredImage, ...p.images, ...p.referenceImages].forEach(image);
    if (p.audio) files.set(p.audio, 'audio');
  }
  return {
    museum: snapshot.tenant,
    language: view.language,
    contentVersion: snapshot.version,
    files: [...files].map(([url, type]) => ({ url, type })).sort((a, b) => (a.url < b.url ? -1 : 1)),
  };
}

/** The privacy page's details, when the museum publishes a policy (spec 2 section 1: off unless turned on). */
export function privacyPolicy(snapshot: ContentSnapshot): PrivacyPolicyDto {
  const policy = snapshot.settings?.privacyPolicy as (Omit<PrivacyPolicyDto, 'museum'> & { enabled?: boolean }) | undefined;
  if (!policy?.enabled) throw new NotFoundError('This museum publishes no privacy policy.');
  return { museum: snapshot.tenant, controller: policy.controller, processor: policy.processor, lastUpdated: policy.lastUpdated };
}
