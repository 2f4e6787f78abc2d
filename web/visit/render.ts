import type { AppNews, AppPoi, FullBundle } from '../../shared/schemas/visitor-app';
import { h, imageShown } from './dom';
import { staticMap } from './static-map';
import { fieldLanguage, isRightToLeft, newsByDate, poiPath, poisByGroup, VISIT_ROOT, type Texts } from './visit-data';

/** A text in the language it is written in (the default language's where the API fell back), with that language's direction. */
function inLanguage(bundle: FullBundle, item: { fallback: readonly string[] }, field: string) {
  const language = fieldLanguage(item, field, bundle);
  return { lang: language, dir: isRightToLeft(bundle, language) ? 'rtl' : 'ltr' };
}

const draftMark = (item: { draft?: boolean }, texts: Texts) => (item.draft ? h('span', { class: 'visit-draft', 'data-testid': 'visit-draft' }, texts['visit.draft']) : null);

export function homePage(bundle: FullBundle, texts: Texts): HTMLElement[] {
  const groups = poisByGroup(bundle);
  // The first card's picture is at the top of the page, its largest paint: asked for at once, not once laid out.
  const firstPictured = groups.flatMap((g) => g.pois).find((p) => p.featuredImage);
  const news = newsByDate(bundle);
  const about = bundle.config.settings.about;
  return [
    about ? h('p', { class: 'visit-about', ...inLanguage(bundle, bundle.config.settings, 'about') }, about) : null,
    h(
      'section',
      { 'aria-labelledby': 'visit-pois', 'data-testid': 'visit-pois' },
      h('h2', { id: 'visit-pois' }, texts['visit.pois']),
      groups.length
        ? groups.map(({ group, pois }) =>
            h('section', { class: 'visit-group' }, h('h3', {}, group.title), h('ul', { class: 'visit-cards' }, pois.map((poi) => poiCard(bundle, poi, texts, poi === firstPictured)))),
          )
        : h('p', {}, texts['visit.empty']),
    ),
    news.length ? h('section', { 'aria-labelledby': 'visit-news', 'data-testid': 'visit-news' }, h('h2', { id: 'visit-news' }, texts['visit.news']), news.map((n) => newsItem(bundle, n, texts))) : null,
  ].filter((e): e is HTMLElement => Boolean(e));
}

function poiCard(bundle: FullBundle, poi: AppPoi, texts: Texts, first: boolean) {
  return h(
    'li',
    {},
    h(
      'a',
      { href: poiPath(poi.id), class: 'visit-card' },
      poi.featuredImage ? h('img', { src: poi.featuredImage, alt: '', width: '96', height: '72', ...(first ? { fetchpriority: 'high' } : { loading: 'lazy' }) }) : null,
      h('span', inLanguage(bundle, poi, 'title'), poi.title ?? ''),
      poi.subtitle ? h('small', inLanguage(bundle, poi, 'subtitle'), poi.subtitle) : null,
      draftMark(poi, texts),
    ),
  );
}

function newsItem(bundle: FullBundle, news: AppNews, texts: Texts) {
  return h(
    'article',
    { class: 'visit-news-item' },
    h('h3', inLanguage(bundle, news, 'title'), news.title ?? ''),
    h('time', { datetime: news.date }, new Date(`${news.date}T00:00:00Z`).toLocaleDateString(bundle.language, { dateStyle: 'long', timeZone: 'UTC' })),
    draftMark(news, texts),
    news.image ? h('img', { src: news.image, alt: '', loading: 'lazy' }) : null,
    news.description ? h('p', inLanguage(bundle, news, 'description'), news.description) : null,
  );
}

export function poiPage(bundle: FullBundle, poi: AppPoi, texts: Texts): HTMLElement[] {
  const group = bundle.groups.find((g) => g.id === poi.groupId);
  const images = [poi.featuredImage, ...poi.images]
    .filter((u): u is string => Boolean(u))
    // The first image is what the visitor came to see: loaded at once (it is the page's largest paint).
    .map((src, i) => h('img', { src, alt: i === 0 ? (poi.title ?? '') : '', ...(i === 0 ? { fetchpriority: 'high' } : { loading: 'lazy' }) }));
  return [
    h('p', {}, h('a', { href: VISIT_ROOT, 'data-testid': 'visit-back' }, texts['visit.back'])),
    h(
      'article',
      { 'data-testid': 'visit-poi' },
      group ? h('p', { class: 'visit-group-name' }, group.title) : null,
      h('h2', { 'data-testid': 'visit-poi-title', ...inLanguage(bundle, poi, 'title') }, poi.title ?? ''),
      poi.subtitle ? h('p', { class: 'visit-subtitle', ...inLanguage(bundle, poi, 'subtitle') }, poi.subtitle) : null,
      draftMark(poi, texts),
      images.length ? h('section', { class: 'visit-images', 'aria-label': texts['visit.images'] }, images) : null,
      poi.audio ? h('section', { class: 'visit-audio' }, h('h3', {}, texts['visit.audio']), h('audio', { controls: true, preload: 'none', src: poi.audio, 'data-testid': 'visit-audio', ...inLanguage(bundle, poi, 'audio') })) : null,
      poi.description ? h('p', { class: 'visit-description', 'data-testid': 'visit-poi-description', ...inLanguage(bundle, poi, 'description') }, poi.description) : null,
      poi.linkedObjects.length
        ? h('section', { 'data-testid': 'visit-objects' }, h('h3', {}, texts['visit.objects']), h('ul', {}, poi.linkedObjects.map((o) => h('li', {}, o.name))))
        : null,
      // The map's land is drawn once the first image has come: on a slow network it would share its bandwidth.
      h('section', {}, h('h3', {}, texts['visit.map']), staticMap(poi, texts, imageShown(images[0]))),
    ),
  ];
}

export function notFoundPage(texts: Texts): HTMLElement[] {
  return [
    h('section', { 'data-testid': 'visit-not-found' }, h('h2', {}, texts['visit.notFound.title']), h('p', {}, texts['visit.notFound.body']), h('p', {}, h('a', { href: VISIT_ROOT }, texts['visit.back']))),
  ];
}
