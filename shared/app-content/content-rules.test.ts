import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from './constants';
import { aboutContentRule, newsContentRule, poiContentRule } from './content-rules';

describe('which texts a language must hold (spec 2 section 5)', () => {
  it('a POI: the default language always, another only when published', () => {
    expect(poiContentRule({ title: '', description: '  ' }, true)).toEqual([
      ['title', APP_MESSAGES.titleRequired],
      ['description', APP_MESSAGES.descriptionRequired],
    ]);
    expect(poiContentRule({ title: '', state: 'INHERITED' }, false)).toEqual([]);
    expect(poiContentRule({ title: 'Salle', state: 'PUBLISHED' }, false)).toEqual([['description', APP_MESSAGES.descriptionRequired]]);
  });

  it('news and the About text: the default language only', () => {
    expect(newsContentRule({ title: 'Open late' }, true)).toEqual([['description', APP_MESSAGES.descriptionRequired]]);
    expect(newsContentRule({}, false)).toEqual([]);
    expect(aboutContentRule({ description: null }, true)).toEqual([['description', APP_MESSAGES.aboutRequired]]);
    expect(aboutContentRule({ description: 'A museum of the sea.' }, true)).toEqual([]);
  });
});
