import type { PendingPoi } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { poisLackingContentIn } from './lacking-content';

/**
 * The POIs without a title and description in a language. A language cannot become the app's
 * default while POIs lack content in it, since the app would show them empty (spec 1 section 8:
 * the save fails and names them). Answered from the museum's POI search index, not the table.
 */
export async function poisLackingContent(ctx: RequestContext, languageCode: string): Promise<PendingPoi[]> {
  return poisLackingContentIn(ctx.tenant, languageCode);
}
