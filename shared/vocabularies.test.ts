import { describe, expect, it } from 'vitest';
import { findRoute } from './routes';
import { childListOf, REFERENCE_LISTS, referenceList, requiredMessage } from './vocabularies';

describe('reference list definitions', () => {
  it('hold the 18 lists of spec 1 section 7, each child after a parent that exists', () => {
    expect(REFERENCE_LISTS).toHaveLength(18);
    for (const list of REFERENCE_LISTS.filter((l) => l.parent)) {
      const parent = referenceList(list.parent?.list ?? '');
      expect(parent?.tab, list.name).toBeDefined();
      expect(childListOf(parent?.name ?? 'categories')).toBe(list);
    }
  });

  it('give every list but a child its own Settings tab, in the spec order', () => {
    expect(REFERENCE_LISTS.filter((l) => l.tab).map((l) => l.tab)).toEqual([
      'Category', 'Building Area', 'Materials', 'Building Number', 'Classification', 'Country', 'Currency', 'Geographical Area',
      'Language', 'Location Name', 'Subject', 'Surface', 'Technology', 'Condition Category', 'Treatment Category', 'Movement Reason',
    ]);
  });

  it('gate every list but Languages behind Item-Cataloging, and colour exactly three', () => {
    expect(REFERENCE_LISTS.filter((l) => !l.feature).map((l) => l.name)).toEqual(['languages']);
    expect(REFERENCE_LISTS.filter((l) => l.colour).map((l) => l.name)).toEqual(['conditionCategories', 'treatmentCategories', 'movementReasons']);
  });

  it('says which column is missing', () => {
    expect(requiredMessage('Movement Reason')).toBe('Movement Reason is required.');
  });

  it('routes the literal language paths before the list parameter', () => {
    expect(findRoute('GET', '/api/specifications/languages/iso')?.route.path).toBe('/specifications/languages/iso');
    expect(findRoute('GET', '/api/specifications/languages')?.route.path).toBe('/specifications/languages');
    expect(findRoute('GET', '/api/specifications/categories')?.route).toMatchObject({ path: '/specifications/{list}', feature: 'Item-Cataloging' });
    expect(findRoute('PUT', '/api/specifications/categories/7')?.params).toEqual({ list: 'categories', id: '7' });
  });
});
