import { DASHBOARD_FIGURES, type DashboardFigurePath, type DashboardGroupBy, type DashboardRow } from '../../shared/schemas/dashboard';
import { dropdownTypeTitle } from '../../shared/dropdown-types';
import { OBJECT_SINGLE_REFS } from '../../shared/schemas/object-fields';
import type { RequestContext } from '../lib/context';
import { CounterEntity } from '../lib/entities/counter';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';
import { BAD_FLAG_TYPE, dropdownList } from '../catalogue/dropdowns/dropdown-lists';
import { COUNTRY_PREFIX, FIGURE_COUNTERS, groupPrefix, LATEST_CONDITION_PREFIX } from '../catalogue/dashboard-figures/object-facts';

/**
 * The dashboard's answers (spec 2 section 7), each read from counters the writes keep
 * (object-facts.ts): a figure is one GetItem; a list is one Query of a counter prefix (one item
 * per value or country, never per object) and, for dropdown fields, the field's values for their
 * titles. The cost does not grow with the number of objects.
 */
type Counter = { name: string; count?: number; label?: string };

export async function countersFrom(tenant: string, prefix: string): Promise<Counter[]> {
  const { data } = await CounterEntity.query.byName({ tenant }).begins({ name: prefix }).go({ pages: 'all', attributes: ['name', 'count', 'label'] });
  return data;
}

/** The values of a dropdown type, by id: its title, and for conditions whether the museum counts it bad. */
async function dropdownValues(tenant: string, type: string) {
  const title = dropdownTypeTitle(type);
  const { data } = await VocabularyValueEntity.query.byList({ tenant, list: dropdownList({ name: type, title }).key }).go({ pages: 'all', attributes: ['id', 'value', 'bad'] });
  return new Map(data.map((v) => [v.id, v]));
}

/** Rows with objects, most first, then by label: what the pie and the country list show. */
function rows(entries: readonly DashboardRow[]): DashboardRow[] {
  return entries.filter((r) => r.y > 0).sort((a, b) => b.y - a.y || a.x.localeCompare(b.x));
}

/** Objects whose latest condition is one the museum counts bad: the counters of the bad values. */
async function objectsInBadCondition(tenant: string): Promise<number> {
  const [latest, values] = await Promise.all([countersFrom(tenant, LATEST_CONDITION_PREFIX), dropdownValues(tenant, BAD_FLAG_TYPE)]);
  return latest.reduce((sum, c) => sum + (values.get(c.name.slice(LATEST_CONDITION_PREFIX.length))?.bad ? (c.count ?? 0) : 0), 0);
}

export async function dashboardFigure(ctx: RequestContext, figure: DashboardFigurePath): Promise<number> {
  if (figure === 'objects-in-bad-condition') return objectsInBadCondition(ctx.tenant);
  const { data } = await CounterEntity.get({ tenant: ctx.tenant, name: FIGURE_COUNTERS[figure] }).go({ attributes: ['count'] });
  return Math.max(0, data?.count ?? 0);
}

/** GET /api/dashboard/object-dropdowns: objects per value of the field, by the value's title. */
export async function objectsByDropdown(ctx: RequestContext, groupBy: DashboardGroupBy): Promise<DashboardRow[]> {
  const prefix = groupPrefix(groupBy);
  const [counters, values] = await Promise.all([countersFrom(ctx.tenant, prefix), dropdownValues(ctx.tenant, OBJECT_SINGLE_REFS[groupBy])]);
  // A value in use cannot be deleted, so every counted value has a title.
  return rows(counters.map((c) => ({ x: values.get(c.name.slice(prefix.length))?.value ?? c.name.slice(prefix.length), y: c.count ?? 0 })));
}

/** GET /api/dashboard/group-country: objects per country as typed on the objects. */
export async function objectsByCountry(ctx: RequestContext): Promise<DashboardRow[]> {
  const counters = await countersFrom(ctx.tenant, COUNTRY_PREFIX);
  return rows(counters.map((c) => ({ x: c.label ?? c.name.slice(COUNTRY_PREFIX.length), y: c.count ?? 0 })));
}

export const FIGURE_PATHS = DASHBOARD_FIGURES.map((f) => f.path);
