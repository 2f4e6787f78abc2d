import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DROPDOWN_TYPES } from '../../../../../shared/dropdown-types';
import { TIME_ZONE_MESSAGE } from '../../../../../shared/schemas/museum';
import { COLOUR_MESSAGE, DROPDOWN_TITLE_MESSAGE } from '../../../../../shared/schemas/vocabulary';
import { otherPendingText, REFERENCE_LISTS, requiredMessage } from '../../../../../shared/vocabularies';
import { ar } from '../../../i18n/catalogs/ar';
import { vocabularies as arabicArea } from '../../../i18n/catalogs/ar/vocabularies';
import { vocabularies as englishArea } from '../../../i18n/catalogs/en/vocabularies';
import { translateKnown } from '../../../i18n/known-text';
import { ENGLISH } from '../../../i18n/load-catalog';
import { translatorFor } from '../../../i18n/translator';
import { PendingContentMessage } from './pending-content-message';

const english = translatorFor(ENGLISH);
const arabic = translatorFor({ language: 'ar', messages: ar });
const inArabic = (text: string) => translateKnown(arabic, text);

afterEach(cleanup);

describe('the vocabularies texts', () => {
  it('has every English key in Arabic and no other, each translated', () => {
    expect(Object.keys(arabicArea).sort()).toEqual(Object.keys(englishArea).sort());
    for (const key of Object.keys(englishArea)) expect(key.startsWith('vocab.')).toBe(true);
  });

  it('names every reference list, Settings tab and seeded dropdown type in Arabic, by the words the shared code uses', () => {
    const titles = [...REFERENCE_LISTS.flatMap((list) => [list.column, list.tab ?? list.column]), ...DROPDOWN_TYPES.map((type) => type.title)];
    for (const title of titles) expect(inArabic(title), title).toMatch(/\p{Script=Arabic}/u);
    expect(inArabic('Materials')).toBe('المواد');
    expect(inArabic('Reason for Movement')).toBe('سبب النقل');
    // A type a museum added itself shows as it was typed.
    expect(inArabic('Frame Style')).toBe('Frame Style');
  });

  it("translates the API's messages about lists: the required value with its column, colour, title, time zone", () => {
    expect(inArabic(requiredMessage('Movement Reason'))).toBe('\u2068سبب النقل\u2069 مطلوب.');
    expect(inArabic(DROPDOWN_TITLE_MESSAGE)).toBe('العنوان مطلوب.');
    for (const message of [COLOUR_MESSAGE, TIME_ZONE_MESSAGE]) expect(inArabic(message)).toMatch(/\p{Script=Arabic}/u);
  });

  it('counts the other POIs pending content in the words of the spec, and with Arabic plurals', () => {
    for (const n of [1, 2, 7]) expect(english('vocab.pending.others', { count: n })).toBe(otherPendingText(n));
    expect(arabic('vocab.pending.others', { count: 1 })).toBe('نقطة اهتمام أخرى بانتظار المحتوى.');
    expect(arabic('vocab.pending.others', { count: 2 })).toBe('نقطتا اهتمام أخريان بانتظار المحتوى.');
    expect(arabic('vocab.pending.others', { count: 3 })).toBe('3 نقاط اهتمام أخرى بانتظار المحتوى.');
    expect(arabic('vocab.pending.others', { count: 11 })).toBe('11 نقطة اهتمام أخرى بانتظار المحتوى.');
  });

  it('shows the pending-content message in Arabic, the POI title linked and isolated in its own direction', () => {
    const view = render(
      <IntlProvider locale="ar" messages={ar}>
        <MemoryRouter>
          <PendingContentMessage items={[{ id: 'p7', title: 'Pearl Diving Boat' }, { id: 'p8', title: 'Falcon' }, { id: 'p9', title: 'Dhow' }]} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(view.getByTestId('pending-content').textContent).toBe('Pearl Diving Boat لا يحتوي على محتوى باللغة المحددة.نقطتا اهتمام أخريان بانتظار المحتوى.');
    const link = view.getByTestId('pending-content-link');
    expect(link.getAttribute('href')).toBe('/updatePoi/p7');
    expect(link.querySelector('bdi')?.textContent).toBe('Pearl Diving Boat');
  });
});
