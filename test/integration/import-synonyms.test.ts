import { beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_FIELD_SYNONYMS } from '../../shared/schemas/object-field-synonyms';
import type { Api } from '../support/api';
import { ownMuseum } from './context';
import { csv, importClient, ok } from './import-client';

/**
 * Headers as other systems' exports and the standards write them (issue 28): each synonym of the
 * table proposes its field through the API's header read, in a museum that remembers no mapping.
 * One file per header: a field takes one column of a file (the first that names it).
 */
describe('headers from other systems propose their fields', () => {
  let api: Api;
  const steps = importClient(() => api);
  beforeAll(async () => {
    api = await ownMuseum('synonyms', 'Synonyms-Admin-1a');
  }, 60_000);

  const proposals = async (headers: readonly string[]) => {
    const batch = await steps.upload('other-system.csv', csv([[...headers], headers.map(() => 'x')]), 'text/csv');
    return ok(await api.get(`/api/imports/${batch.id}/headers`), 'headers').mapping as string[];
  };

  const synonyms = Object.entries(OBJECT_FIELD_SYNONYMS).flatMap(([field, headers]) => headers.map((header) => [header, field] as const));

  it.each(synonyms)('%j -> %s', async (header, field) => {
    expect(await proposals([header])).toEqual([field]);
  });

  it('gives a field to the first of two columns naming it', async () => {
    expect(await proposals(['Accession Number', 'Inv. No.', 'Artist'])).toEqual(['inventoryNumber', '', 'author']);
  });

  it('matches without case, accents or punctuation', async () => {
    expect(await proposals(['ACCESSION  NUMBER', 'Artíst', 'title:', 'accession_date'])).toEqual(['inventoryNumber', 'author', 'objectTitle', 'registrationDate']);
  });
});
