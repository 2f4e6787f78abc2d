import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { TATE_FIXTURE, TATE_HEADERS } from '../../bench/tate-collection';
import type { Api } from '../support/api';
import { ownMuseum } from './context';
import { csv, importClient, ok, type Row } from './import-client';

/**
 * A real museum moves in (issue 28): 3,000 of Tate's artworks (CC0; test/fixtures/tate/NOTICE.md)
 * as its collection system exports them, imported by a new museum with no hand mapping: the dry
 * run proposes the main columns from their headers, lists the columns no field takes with their
 * filled rows, and refuses under 1% of the rows, each with its reasons.
 */
describe('a real collection moves in: Tate, 3,000 artworks as its system exports them', () => {
  let api: Api;
  const bytes = readFileSync(TATE_FIXTURE);
  const rows = parse(bytes) as string[][];
  const column = (header: string) => rows[0].indexOf(header);
  const filled = (header: string) => rows.slice(1).filter((r) => r[column(header)].trim()).length;

  beforeAll(async () => {
    api = await ownMuseum('tate', 'Tate-Admin-1a');
  }, 60_000);

  const steps = importClient(() => api);
  /** Each reason (its column and the start of its message) with its rows: what the assertion shows when it fails. */
  const reasonCounts = (invalid: Row[]) => {
    const counts: Record<string, number> = {};
    for (const why of invalid.flatMap((r) => r.reasons as string[])) counts[why.slice(0, 60)] = (counts[why.slice(0, 60)] ?? 0) + 1;
    return counts;
  };

  it('proposes the main columns, lists the others with their filled rows, and refuses under 1% of the rows on the first dry runs', async () => {
    expect(rows[0]).toEqual([...TATE_HEADERS]);
    const first = await steps.dryRun('tate-artworks.csv', bytes);
    const proposed = Object.fromEntries(rows[0].map((header, i) => [header, first.mapping[i]]));
    expect(proposed).toMatchObject({
      'Accession Number': 'inventoryNumber',
      Artist: 'author',
      Title: 'objectTitle',
      Date: 'productionDate',
      Medium: 'materialTechnique',
      Dimensions: 'dimensions',
      'Acquisition Date': 'registrationDate',
      Classification: 'classification',
      Inscription: 'inscriptionNotes',
    });
    const unmapped = Object.fromEntries(first.unmapped.map((u: Row) => [u.header, u.rows]));
    for (const header of ['Artist Role', 'Credit Line', 'Subjects', 'URL']) expect(unmapped[header], header).toBe(filled(header));
    expect(first.rows).toBe(3000);

    // The museum has none of Tate's classifications yet: they are listed as new values, and a row
    // naming one waits for "Create these values"; no row is refused for anything else but the few below.
    const classifications = new Set(rows.slice(1).map((r) => r[column('Classification')]));
    expect(first.newValues.length).toBeGreaterThan(0);
    for (const value of first.newValues) expect(value).toMatchObject({ typeTitle: 'Classification', title: expect.toSatisfy((t: string) => classifications.has(t)) });
    const invalid = await steps.rowsOf(first.id, 'invalid');
    const otherwise = invalid.filter((r) => r.reasons.some((why: string) => !why.startsWith('Classification: there is no')));
    expect(otherwise.length, JSON.stringify(reasonCounts(otherwise))).toBeLessThan(30);

    ok(await api.post(`/api/imports/${first.id}/dry-run`, { mapping: first.mapping, createValues: true }), 'with values');
    const second = await steps.settle(first.id, 'ANALYSING');
    const refused = await steps.rowsOf(second.id, 'invalid');
    expect(second.counts.invalid, JSON.stringify(reasonCounts(refused))).toBeLessThan(30);
    expect(second.counts.create + second.counts.invalid).toBe(3000);
    for (const row of refused) expect(row.reasons.length, row.label).toBeGreaterThan(0);
  }, 60_000);

  it('commits with the unmapped columns kept as details, and the objects read as Tate wrote them', async () => {
    // Sixty rows as their own batch: the suite's jobs take 3 rows a run, so 3,000 would take minutes.
    const slice = csv(rows.slice(0, 61));
    const batch = await steps.upload('tate-60.csv', slice, 'text/csv');
    const { mapping } = ok(await api.get(`/api/imports/${batch.id}/headers`));
    const kept = mapping.map((field: string) => field || '+detail');
    ok(await api.post(`/api/imports/${batch.id}/dry-run`, { mapping: kept, createValues: true }));
    const judged = await steps.settle(batch.id, 'ANALYSING');
    expect(judged.unmapped).toEqual([]);
    const done = await steps.commit(judged);
    expect(done.processed).toBe(judged.counts.create);

    const object = async (accession: string) => {
      const found = ok(await api.get(`/api/objects?inventoryNumber=${accession}`)).content as Row[];
      return ok(await api.get(`/api/objects/${found[0].id}`));
    };
    const blake = await object('A00001');
    expect(blake).toMatchObject({
      objectTitle: 'A Figure Bowing before a Seated Old Man with his Arm Outstretched in Benediction. Verso: Indecipherable Sketch',
      author: 'Robert Blake',
      registrationDate: null,
      productionDate: 'date not known',
      productionEarliestYear: null,
      height: 39.4,
      width: 41.9,
    });
    // Written dates give their years; a dimensions text its measures in cm.
    const job = await object('A00024');
    expect([job.productionDate, job.productionEarliestYear, job.productionLatestYear, job.height, job.width]).toEqual(['1825, reprinted 1874', 1825, 1825, 19.8, 15.1]);
    expect(blake.details).toEqual(
      expect.arrayContaining([
        { label: 'Artist Role', value: 'artist' },
        { label: 'Medium', value: 'Watercolour, ink, chalk and graphite on paper. Verso: graphite on paper' },
        { label: 'Acquisition Date', value: '1922' },
        { label: 'Dimensions', value: 'support: 394 x 419 mm' },
        { label: 'Credit Line', value: 'Presented by Mrs John Richmond 1922' },
        { label: 'Subjects', value: 'people; religion and belief' },
        { label: 'URL', value: 'http://www.tate.org.uk/art/artworks/blake-a-figure-bowing-before-a-seated-old-man-with-his-arm-outstretched-in-benediction-a00001' },
      ]),
    );
    // Found by a word of a kept detail, as by its title.
    const byCredit = ok(await api.get('/api/objects?searchAll=Richmond')).content.map((o: Row) => o.inventoryNumber);
    expect(byCredit).toContain('A00001');
  }, 60_000);
});
