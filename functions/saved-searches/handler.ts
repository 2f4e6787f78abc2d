import { SAVED_SEARCHES_ROUTES } from '../../shared/routes/saved-searches';
import { httpHandler } from '../lib/http';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service';

export const handler = httpHandler(SAVED_SEARCHES_ROUTES, {
  'GET /saved-searches': ({ ctx }) => listSavedSearches(ctx),
  'POST /saved-searches': ({ ctx, body }) => createSavedSearch(ctx, body),
  'PUT /saved-searches/{id}': ({ ctx, params, body }) => updateSavedSearch(ctx, params.id, body),
  'DELETE /saved-searches/{id}': ({ ctx, params }) => deleteSavedSearch(ctx, params.id),
});
