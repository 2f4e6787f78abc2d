import type { DeltaBundle, FullBundle } from '../../shared/schemas/visitor-app';
import { PREVIEW_KEY_HEADER, VISITOR_APP_ROOT } from '../../shared/visitor-app/constants';
import { keepBundle } from './bundle-keeper';
import { KEPT_COPY_HEADER, VISIT_ASSETS, VISIT_SHELL } from './offline';

/**
 * The visitor page's service worker (scope `/visit`): the page's files, the app's configuration
 * and the language bundles kept on the device, the bundles brought up to date with deltas
 * (`bundle-keeper.ts`), images kept as they are seen. Preview requests (a preview key) pass by:
 * drafts are never kept.
 */

// The few worker types used here, declared rather than taken from the WebWorker library, whose
// globals clash with the DOM library that the rest of the project compiles with.
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** A new worker's caches replace the old ones (`activate`). */
const CACHE = 'visit-v1';
/** On a network that answers too slowly, the kept copy is shown rather than a blank page. */
const NETWORK_WAIT_MS = 4_000;
const BUNDLE = new RegExp(`^${VISITOR_APP_ROOT}/bundles/([a-z]{2,3})$`, 'u');
const CONFIG = `${VISITOR_APP_ROOT}/config`;

worker.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** The page and the files it names (hashed, so kept as they are). */
async function keepShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  const page = await fetch(VISIT_SHELL, { cache: 'no-cache' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(VISIT_SHELL, page);
  const files = [...new Set(html.match(new RegExp(`${VISIT_ASSETS}[^"'\\s)]+`, 'gu')) ?? [])];
  await cache.addAll(files);
}

const withTimeout = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error('The network is too slow.')), NETWORK_WAIT_MS))]);

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has(PREVIEW_KEY_HEADER)) return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === worker.location.origin;
  if (sameOrigin && request.mode === 'navigate' && (url.pathname === '/visit' || url.pathname.startsWith('/visit/'))) return event.respondWith(shell());
  if (sameOrigin && url.pathname.startsWith(VISIT_ASSETS)) return event.respondWith(cacheFirst(request));
  const bundle = sameOrigin && !url.search ? BUNDLE.exec(url.pathname) : null;
  if (bundle) return event.respondWith(languageBundle(url, bundle[1]));
  if (sameOrigin && url.pathname === CONFIG) return event.respondWith(networkFirst(request));
  if (request.destination === 'image') return event.respondWith(cacheFirst(request));
});

/** The page at once from the device when it is there, refreshed behind (the files it names are hashed). */
async function shell(): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(VISIT_SHELL);
  const fresh = fetch(VISIT_SHELL, { cache: 'no-cache' }).then(async (answer) => {
    if (answer.ok) await cache.put(VISIT_SHELL, answer.clone());
    return answer;
  });
  if (kept) {
    fresh.catch(() => undefined);
    return kept;
  }
  return fresh;
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  // Only readable answers: an opaque one (another origin without CORS) costs megabytes of quota each.
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const answer = await withTimeout(fetch(request));
    if (answer.ok) await cache.put(request.url, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(request.url, { ignoreSearch: false });
    if (kept) return kept;
    throw error;
  }
}

/** The language's bundle: the kept copy brought up to date with a delta, or the copy itself offline. */
async function languageBundle(url: URL, language: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  const key = url.pathname;
  const keptAnswer = await cache.match(key);
  const kept = keptAnswer ? ((await keptAnswer.json()) as FullBundle) : undefined;
  const fetchBundle = async (since?: number) => {
    const answer = await withTimeout(fetch(`${VISITOR_APP_ROOT}/bundles/${language}${since === undefined ? '' : `?since=${since}`}`));
    if (!answer.ok) throw new BundleRefused(answer);
    return (await answer.json()) as FullBundle | DeltaBundle;
  };
  try {
    const { bundle, fresh } = await keepBundle(kept, fetchBundle);
    const body = JSON.stringify(bundle);
    if (fresh) await cache.put(key, new Response(body, { headers: { 'content-type': 'application/json' } }));
    return new Response(body, { headers: { 'content-type': 'application/json', [KEPT_COPY_HEADER]: fresh ? 'fresh' : 'kept' } });
  } catch (error) {
    // The API's own refusal (a language the app no longer has) reaches the page as it was.
    if (error instanceof BundleRefused) return error.answer;
    throw error;
  }
}

class BundleRefused extends Error {
  constructor(readonly answer: Response) {
    super(`The API answered ${answer.status}.`);
  }
}
