import * as z from 'zod/mini';
import { responseSchema } from './common';

/**
 * The dashboard (spec 2 sections 2 and 7): eleven figures, each a single number from its own
 * call, and two lists of `{ x, y }` rows. What each figure counts is written once, here, and in
 * docs/dashboard.md; the counters that answer them are kept by the writes (functions/catalogue/dashboard-figures).
 */
export const DASHBOARD_FIGURES = [
  { path: 'object-count', title: 'Total Objects', meaning: 'every object' },
  { path: 'unavailable-objects', title: 'Unavailable Objects', meaning: 'objects whose Available is off' },
  { path: 'curatorial-label', title: 'Objects with Label', meaning: 'objects with a curatorial form that has an object label' },
  { path: 'insurance-count', title: 'Objects Loaned', meaning: 'objects with an insurance record' },
  { path: 'objects-with-photos', title: 'Objects with Photo', meaning: 'objects with a main image or an image in their image list' },
  { path: 'condition-object-count', title: 'Objects with Condition', meaning: 'objects with at least one condition record' },
  { path: 'curatorial-object-count', title: 'Objects with Curatorial', meaning: 'objects with at least one curatorial form' },
  { path: 'technical-object-count', title: 'Objects with Technical', meaning: 'objects with at least one technical form' },
  { path: 'treatment-object-count', title: 'Objects In Treatment', meaning: 'objects with a treatment record' },
  { path: 'movement-object-count', title: 'Objects Moved', meaning: 'objects with a movement record' },
  {
    path: 'objects-in-bad-condition',
    title: 'Objects in Bad Condition',
    meaning: "objects whose latest condition record (by condition date, then by creation) has a condition value the museum marks as bad",
  },
] as const;

export type DashboardFigurePath = (typeof DASHBOARD_FIGURES)[number]['path'];

/** The Object Field Statistics pie's groupings (spec 2 section 7): object dropdown fields. */
export const DASHBOARD_GROUP_BY = ['classification', 'category', 'region', 'location', 'locationArea'] as const;
export type DashboardGroupBy = (typeof DASHBOARD_GROUP_BY)[number];

export const GROUP_BY_MESSAGE = `groupBy is one of ${DASHBOARD_GROUP_BY.join(', ')}.`;
export const DashboardGroupQuery = z.object({ groupBy: z.enum(DASHBOARD_GROUP_BY, { error: GROUP_BY_MESSAGE }) });

export const DashboardCountSchema = responseSchema(() => z.number());
/** A dashboard row (spec 2 section 3): x label, y count. */
export const DashboardRowSchema = responseSchema(() => z.object({ x: z.string(), y: z.number() }));
export const DashboardRowsSchema = responseSchema(() => z.array(DashboardRowSchema));
export type DashboardRow = z.infer<typeof DashboardRowSchema>;
