import type { MinimumRecordFigure } from '../../shared/schemas/minimum-record';
import type { RequestContext } from '../lib/context';
import { CounterEntity } from '../lib/entities/counter';
import { FIGURE_COUNTERS, PRESENCE_PREFIX } from '../catalogue/dashboard-figures/object-facts';
import { chosenFields } from '../catalogue/minimum-record/choice';
import { bitsOf, fieldBit } from '../catalogue/objects/presence';
import { countersFrom } from './service';

/**
 * The minimum-record card: the saves keep one counter per pattern of candidate fields present
 * (object-facts.ts), so any choice of fields is a sum over those few counters, read in one Query,
 * and a new choice counts right at once, without a recount or a race with the saves.
 */
export async function minimumRecordFigure(ctx: RequestContext): Promise<MinimumRecordFigure> {
  const [fields, patterns, total] = await Promise.all([
    chosenFields(ctx.tenant),
    countersFrom(ctx.tenant, PRESENCE_PREFIX),
    CounterEntity.get({ tenant: ctx.tenant, name: FIGURE_COUNTERS['object-count'] }).go({ attributes: ['count'] }),
  ]);
  const chosen = bitsOf(fields);
  const lacking = fields.map((field) => ({ field, lacking: 0 }));
  let meeting = 0;
  for (const counter of patterns) {
    const count = counter.count ?? 0;
    if (count <= 0) continue;
    const present = parseInt(counter.name.slice(PRESENCE_PREFIX.length), 36);
    if ((present & chosen) === chosen) meeting += count;
    for (const entry of lacking) if (!(present & fieldBit(entry.field))) entry.lacking += count;
  }
  return { objects: Math.max(0, total.data?.count ?? 0), meeting, fields: lacking };
}
