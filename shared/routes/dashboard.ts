import type { RouteDef } from '../route-def';
import { DASHBOARD_FIGURES, DashboardCountSchema, DashboardGroupQuery, DashboardRowsSchema } from '../schemas/dashboard';
import { MinimumRecordFigureSchema } from '../schemas/minimum-record';

const itemRead = { resource: 'dashboard', access: 'user', area: 'item', level: 'read', feature: 'Item-Cataloging' } as const;

/** The routes of the dashboard function (spec 2 section 7): item read in the Item-Cataloging module. */
export const DASHBOARD_ROUTES: readonly RouteDef[] = [
  ...DASHBOARD_FIGURES.map(
    (figure) => ({ method: 'GET', path: `/dashboard/${figure.path}`, ...itemRead, summary: `${figure.title}: ${figure.meaning}.`, response: DashboardCountSchema }) as const,
  ),
  {
    method: 'GET', path: '/dashboard/object-dropdowns', ...itemRead,
    summary: 'Objects per value of one dropdown field (groupBy), titled by the value: rows of {x, y}.', query: DashboardGroupQuery, response: DashboardRowsSchema,
  },
  { method: 'GET', path: '/dashboard/group-country', ...itemRead, summary: 'Objects per country: rows of {x, y}.', response: DashboardRowsSchema },
  {
    method: 'GET', path: '/dashboard/minimum-record', ...itemRead,
    summary: "The minimum record: objects, those with every chosen field, and per chosen field those lacking it.", response: MinimumRecordFigureSchema,
  },
];
