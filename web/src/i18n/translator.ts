import { createIntl } from 'react-intl';
import { directionOf } from './direction';
import { isolatedValues } from './isolate-values';
import type { LoadedCatalog } from './load-catalog';
import type { Translate } from './use-t';

/** A `Translate` outside React (tests, code that runs before the providers). */
export function translatorFor(catalog: Pick<LoadedCatalog, 'language' | 'messages'>): Translate {
  const intl = createIntl({ locale: catalog.language, defaultLocale: 'en', messages: catalog.messages });
  const rightToLeft = directionOf(catalog.language) === 'rtl';
  return (id, values) => intl.formatMessage({ id }, isolatedValues(values, rightToLeft));
}
