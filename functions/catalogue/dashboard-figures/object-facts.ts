import type { RecordTypeName } from '../../../shared/records/record-type';
import { DASHBOARD_GROUP_BY, type DashboardFigurePath } from '../../../shared/schemas/dashboard';
import type { ObjectRecord } from '../objects/object-record';
import { OBJECTS_COUNTER } from '../objects/object-record';
import { presenceBits, type Presenceable } from '../objects/presence';

/**
 * The dashboard's figures are sums over objects of facts about each object (spec 2 sections 2
 * and 7; meanings in shared/schemas/dashboard.ts). Every write that changes an object or its
 * records works out the object's facts before and after, and moves the counters by the
 * difference in the same transaction: the figures are never counted at read time.
 *
 * An object's own fields give some facts (available, photos, the pie's fields, country); its
 * records give the others through its `tally`. Object writes hold the object's version, record
 * writes its `tallyVersion`, so each fact is moved from the state it was read in.
 */
export type Tally = NonNullable<ObjectRecord['tally']>;
export type Facted = Pick<ObjectRecord, 'available' | 'mainImage' | 'imageList' | 'country' | 'tally' | (typeof DASHBOARD_GROUP_BY)[number]> & Presenceable;

/** Counter names (CounterEntity) of the figures kept per object fact. */
export const FIGURE_COUNTERS = {
  'object-count': OBJECTS_COUNTER,
  'unavailable-objects': 'dash.unavailable',
  'curatorial-label': 'dash.withLabel',
  'insurance-count': 'dash.loaned',
  'objects-with-photos': 'dash.withPhoto',
  'condition-object-count': 'dash.withCondition',
  'curatorial-object-count': 'dash.withCuratorial',
  'technical-object-count': 'dash.withTechnical',
  'treatment-object-count': 'dash.inTreatment',
  'movement-object-count': 'dash.moved',
} as const satisfies Record<Exclude<DashboardFigurePath, 'objects-in-bad-condition'>, string>;

/** Objects whose latest condition record names a condition value: one counter per value. */
export const LATEST_CONDITION_PREFIX = 'dash.latestCondition.';
export const groupPrefix = (field: string) => `dash.group.${field}.`;
export const COUNTRY_PREFIX = 'dash.country.';
/**
 * Objects per pattern of the minimum record's candidate fields they have (presence.ts; the name
 * ends in the bits, base 36): the card derives any choice of fields from them (docs/dashboard.md).
 */
export const PRESENCE_PREFIX = 'dash.present.';

/** One spelling of a country per counter: case, accents' composition and spacing do not split it. */
export function countryKey(country: string): string {
  return country.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const RECORD_FIGURES: Partial<Record<RecordTypeName, string>> = {
  insurance: FIGURE_COUNTERS['insurance-count'],
  condition: FIGURE_COUNTERS['condition-object-count'],
  curatorialForm: FIGURE_COUNTERS['curatorial-object-count'],
  technicalForm: FIGURE_COUNTERS['technical-object-count'],
  treatment: FIGURE_COUNTERS['treatment-object-count'],
  movement: FIGURE_COUNTERS['movement-object-count'],
};

/** A fact: the counter it adds one to, and for a country the spelling the list shows. */
export type Fact = { name: string; label?: string };

/** The facts of an object (none for an object that does not exist). */
export function factsOf(object: Facted | undefined): Fact[] {
  if (!object) return [];
  const facts: Fact[] = [{ name: FIGURE_COUNTERS['object-count'] }];
  if (object.available === false) facts.push({ name: FIGURE_COUNTERS['unavailable-objects'] });
  if (object.mainImage || (object.imageList?.length ?? 0) > 0) facts.push({ name: FIGURE_COUNTERS['objects-with-photos'] });
  const tally = object.tally ?? {};
  for (const [type, name] of Object.entries(RECORD_FIGURES)) if ((tally[type as RecordTypeName] ?? 0) > 0) facts.push({ name });
  if ((tally.labelled ?? 0) > 0) facts.push({ name: FIGURE_COUNTERS['curatorial-label'] });
  if (tally.latestCondition) facts.push({ name: LATEST_CONDITION_PREFIX + tally.latestCondition });
  for (const field of DASHBOARD_GROUP_BY) if (object[field]) facts.push({ name: groupPrefix(field) + object[field] });
  const country = object.country?.trim();
  if (country) facts.push({ name: COUNTRY_PREFIX + countryKey(country), label: country });
  facts.push({ name: PRESENCE_PREFIX + presenceBits(object).toString(36) });
  return facts;
}

/** A counter's move: by how much, and the label to keep on it. */
export type CounterMove = { by: number; label?: string };

/**
 * Adds to `moves` what the counters move when objects go from `before` to `after` (several
 * objects' changes gather in one map: a transaction writes each counter once).
 */
export function addFactMoves(moves: Map<string, CounterMove>, before: Facted | undefined, after: Facted | undefined): Map<string, CounterMove> {
  const add = (fact: Fact, by: number) => {
    const move = moves.get(fact.name) ?? { by: 0 };
    moves.set(fact.name, { by: move.by + by, label: fact.label ?? move.label });
  };
  for (const fact of factsOf(before)) add(fact, -1);
  for (const fact of factsOf(after)) add(fact, 1);
  return moves;
}

/** The moves that change something: a fact kept and relabelled still writes its new spelling. */
export function effectiveMoves(moves: Map<string, CounterMove>): [string, CounterMove][] {
  return [...moves].filter(([, move]) => move.by !== 0);
}
