import type { PendingPoi } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';

/**
 * The POIs without a title and description in a language. A language cannot become the app's
 * default while POIs lack content in it, since the app would show them empty (spec 1 section 8:
 * the save fails and names them). POIs belong to the App CMS module, which answers this from
 * its own records; until that module stores POIs, there are none to lack content.
 */
export async function poisLackingContent(_ctx: RequestContext, _languageCode: string): Promise<PendingPoi[]> {
  return [];
}
