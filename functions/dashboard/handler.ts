import { DASHBOARD_ROUTES } from '../../shared/routes/dashboard';
import type { DashboardGroupBy } from '../../shared/schemas/dashboard';
import type { RequestContext } from '../lib/context';
import { httpHandler } from '../lib/http';
import { minimumRecordFigure } from './minimum-record';
import { dashboardFigure, FIGURE_PATHS, objectsByCountry, objectsByDropdown } from './service';

type Request = { ctx: RequestContext; query: unknown };

const handlers: Record<string, (req: Request) => Promise<unknown>> = {
  ...Object.fromEntries(FIGURE_PATHS.map((path) => [`GET /dashboard/${path}`, async ({ ctx }: Request) => dashboardFigure(ctx, path)])),
  'GET /dashboard/object-dropdowns': async ({ ctx, query }) => objectsByDropdown(ctx, (query as { groupBy: DashboardGroupBy }).groupBy),
  'GET /dashboard/group-country': async ({ ctx }) => objectsByCountry(ctx),
  'GET /dashboard/minimum-record': async ({ ctx }) => minimumRecordFigure(ctx),
};

export const handler = httpHandler(DASHBOARD_ROUTES, handlers as never);
