import type { AppLanguageSchema, AppPoi, FullBundle } from '../../shared/schemas/visitor-app';
import type * as z from 'zod/mini';
import { visit as ar } from '../src/i18n/catalogs/ar/visit';
import { visit as en } from '../src/i18n/catalogs/en/visit';
import { VISIT_ROOT } from '../../shared/visitor-app/poi-page-url';

/** What the visitor page shows, read from the visitor API (`/app/v1`) alone. */
type AppLanguage = z.output<typeof AppLanguageSchema>;

/** The page's own texts: Arabic for Arabic content, English for any other language the app has. */
export type Texts = { readonly [K in keyof typeof en]: string };
export const textsFor = (language: string): Texts => (language === 'ar' ? ar : en);

/** `/visit`, `/visit/poi/{id}` (the QR labels' target), or a path the page does not have. */
export type VisitRoute = { page: 'home' } | { page: 'poi'; id: string } | { page: 'missing' };

// The QR labels build the same path (shared/visitor-app/poi-page-url.ts): one source for both.
export { VISIT_ROOT, poiPagePath as poiPath } from '../../shared/visitor-app/poi-page-url';

export function routeOf(pathname: string): VisitRoute {
  const path = pathname.replace(/\/+$/u, '');
  if (path === VISIT_ROOT) return { page: 'home' };
  const poi = /^\/visit\/poi\/([^/]+)$/u.exec(path);
  return poi ? { page: 'poi', id: decodeURIComponent(poi[1]) } : { page: 'missing' };
}


const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * The language to show: the visitor's own choice while the app still has it, else the first of
 * the browser's languages the app has (`ar-EG` finds `ar`), else the app's default language.
 */
export function pickLanguage(chosen: string | null, browser: readonly string[], languages: readonly AppLanguage[]): string | undefined {
  const codes = languages.map((l) => l.code);
  if (chosen && codes.includes(chosen)) return chosen;
  const fromBrowser = browser.map(primary).find((tag) => codes.includes(tag));
  return fromBrowser ?? languages.find((l) => l.default)?.code ?? codes[0];
}

/** The first guess before the app's languages are known: asked for at once, beside them (one round trip). */
export const guessLanguage = (chosen: string | null, browser: readonly string[]) => chosen ?? (browser[0] ? primary(browser[0]) : undefined);

/**
 * The language a field's text is in: the default language's where the API says it fell back
 * (the language has no text there, or has not published it), so the browser reads and speaks it
 * as that language and sets its direction.
 */
export function fieldLanguage(item: { fallback: readonly string[] }, field: string, bundle: FullBundle): string {
  return item.fallback.includes(field) && bundle.config.defaultLanguage ? bundle.config.defaultLanguage : bundle.language;
}

/**
 * A language as its speakers name it (`العربية`, `English`, `Français`), as visitor apps list
 * them: a visitor looks for their own language's name, not its English one. The app's own title
 * when the browser cannot name it.
 */
export function ownName(language: AppLanguage): string {
  try {
    const name = new Intl.DisplayNames([language.code], { type: 'language' }).of(language.code);
    if (name && name !== language.code) return name.charAt(0).toLocaleUpperCase(language.code) + name.slice(1);
  } catch {
    // An unknown code (RangeError), or a browser without Intl.DisplayNames.
  }
  return language.title;
}

export const isRightToLeft = (bundle: FullBundle, language: string) => Boolean(bundle.config.languages.find((l) => l.code === language)?.rightToLeft);

/** A POI the bundle holds; anything else (never published, deleted, unknown) is the not-found page. */
export const findPoi = (bundle: FullBundle, id: string): AppPoi | undefined => bundle.pois.find((p) => p.id === id);

/** The home page's POIs under their groups (groups by title, POIs by title), groups without POIs left out. */
export function poisByGroup(bundle: FullBundle) {
  const collator = new Intl.Collator(bundle.language);
  const byTitle = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');
  return [...bundle.groups]
    .sort((a, b) => byTitle(a.title, b.title))
    .map((group) => ({ group, pois: bundle.pois.filter((p) => p.groupId === group.id).sort((a, b) => byTitle(a.title, b.title)) }))
    .filter((g) => g.pois.length > 0);
}

/** News newest first, as the API's list gives them (the bundle orders by id). */
export const newsByDate = (bundle: FullBundle) => [...bundle.news].sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? -1 : 1));
