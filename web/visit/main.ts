import type { AppConfig, FullBundle } from '../../shared/schemas/visitor-app';
import { PREVIEW_KEY_HEADER, VISITOR_APP_ROOT } from '../../shared/visitor-app/constants';
import { h, imageShown } from './dom';
import { KEPT_COPY_HEADER } from './offline';
import { homePage, notFoundPage, poiPage } from './render';
import { findPoi, guessLanguage, isRightToLeft, ownName, pickLanguage, routeOf, textsFor, VISIT_ROOT } from './visit-data';

/**
 * The visitor web page (`/visit`, `/visit/poi/{id}`): the museum's published content from the
 * visitor API alone, in the visitor's language, kept offline by its service worker (`sw.ts`).
 */
const LANGUAGE_KEY = 'visit.language';
const PREVIEW_STORE_KEY = 'visit.previewKey';
const root = document.getElementById('visit') as HTMLElement;

/**
 * A tester opens `/visit#preview=<key>`: the key is kept for the tab and sent to the API, which
 * shows drafts while the museum's preview mode is on. A fragment never reaches a server or a log.
 */
function previewKey(): string | null {
  const sent = /^#preview=(.+)$/u.exec(location.hash)?.[1];
  if (sent) {
    sessionStorage.setItem(PREVIEW_STORE_KEY, decodeURIComponent(sent));
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem(PREVIEW_STORE_KEY);
}
const preview = previewKey();

async function api(path: string): Promise<Response> {
  const answer = await fetch(`${VISITOR_APP_ROOT}${path}`, preview ? { headers: { [PREVIEW_KEY_HEADER]: preview } } : {});
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return answer;
}

type Loaded = { bundle: FullBundle; offline: boolean };

async function languageBundle(language: string): Promise<Loaded> {
  const answer = await api(`/bundles/${language}`);
  return { bundle: (await answer.json()) as FullBundle, offline: answer.headers.get(KEPT_COPY_HEADER) === 'kept' };
}

/** The configuration and the guessed language's bundle are asked for together: one round trip when the guess is right. */
async function load(): Promise<Loaded> {
  const chosen = localStorage.getItem(LANGUAGE_KEY);
  const guess = guessLanguage(chosen, navigator.languages);
  const guessed = guess ? languageBundle(guess) : undefined;
  guessed?.catch(() => undefined);
  const config = (await (await api('/config')).json()) as AppConfig;
  const language = pickLanguage(chosen, navigator.languages, config.languages) ?? config.language;
  return guessed && language === guess ? guessed : languageBundle(language);
}

function languageSwitcher(bundle: FullBundle, label: string) {
  const select = h(
    'select',
    { id: 'visit-language', 'data-testid': 'visit-language' },
    bundle.config.languages.map((l) => h('option', { value: l.code, lang: l.code, selected: l.code === bundle.language }, ownName(l))),
  );
  select.addEventListener('change', () => {
    localStorage.setItem(LANGUAGE_KEY, select.value);
    void show();
  });
  return h('p', { class: 'visit-switcher' }, h('label', { for: 'visit-language' }, label), ' ', select);
}

function render({ bundle, offline }: Loaded) {
  const texts = textsFor(bundle.language);
  document.documentElement.lang = bundle.language;
  document.documentElement.dir = isRightToLeft(bundle, bundle.language) ? 'rtl' : 'ltr';
  const route = routeOf(location.pathname);
  const poi = route.page === 'poi' ? findPoi(bundle, route.id) : undefined;
  const content = route.page === 'home' ? homePage(bundle, texts) : poi ? poiPage(bundle, poi, texts) : notFoundPage(texts);
  const name = bundle.config.museumName;
  document.title = poi?.title ?? (route.page === 'home' ? name : texts['visit.notFound.title']);
  const logo = bundle.config.settings.logo;
  root.replaceChildren(
    // The museum's name is every page's h1 (a POI's title is its h2), beside its logo, which adds nothing a reader would hear.
    h(
      'header',
      { class: 'visit-header' },
      h('h1', { class: 'visit-museum', 'data-testid': 'visit-museum' }, h('a', { href: VISIT_ROOT }, logo ? h('img', { src: logo, alt: '', height: '40' }) : null, name)),
      languageSwitcher(bundle, texts['visit.language']),
    ),
    offline ? h('p', { class: 'visit-offline', role: 'status', 'data-testid': 'visit-offline' }, texts['visit.offline']) : '',
    ...content,
  );
  root.setAttribute('aria-busy', 'false');
}

async function show(): Promise<void> {
  try {
    render(await load());
  } catch {
    const texts = textsFor(guessLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages) ?? 'en');
    root.replaceChildren(h('p', { role: 'alert', 'data-testid': 'visit-error' }, texts['visit.error']));
    root.setAttribute('aria-busy', 'false');
  }
}

/**
 * The worker keeps what goes through it. On the first visit the page loaded before the worker
 * took over, so once it has, the page asks again for what it shows (the worker keeps it).
 */
async function startWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  await navigator.serviceWorker.register('/visit/sw.js', { scope: VISIT_ROOT });
  if (hadWorker) return;
  if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  await show();
}

// The worker (its script and the files it keeps) waits for the page's largest image: on a slow
// network they would share its bandwidth and delay the first visit's largest paint.
void show()
  .then(() => imageShown(root.querySelector<HTMLImageElement>('img[fetchpriority="high"]')))
  .then(() => startWorker())
  .catch(() => undefined);
// Back online: the worker brings the bundle up to date (a delta) and the page shows the change.
window.addEventListener('online', () => void show());
