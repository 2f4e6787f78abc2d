import { AppLanguageEntity } from '../entities/app-language';
import { DefaultLanguageEntity } from '../entities/default-language';

/** The museum's app languages: their codes (in the app), the default's, and those written right to left. */
export type AppLanguages = { codes: string[]; defaultCode: string | undefined; rightToLeft: Set<string> };

/** A museum has a handful of languages: one Query of its partition and the default's pointer. */
export async function appLanguages(tenant: string): Promise<AppLanguages> {
  const [{ data }, pointer] = await Promise.all([
    AppLanguageEntity.query.byId({ tenant }).go({ pages: 'all', consistent: true }),
    DefaultLanguageEntity.get({ tenant }).go({ consistent: true }),
  ]);
  const inApp = data.filter((l) => l.usedInMobileApp || l.defaultInMobileApp);
  const defaultCode = data.find((l) => l.id === pointer.data?.languageId)?.code;
  return { codes: inApp.map((l) => l.code), defaultCode, rightToLeft: new Set(data.filter((l) => l.directionRightToLeft).map((l) => l.code)) };
}
