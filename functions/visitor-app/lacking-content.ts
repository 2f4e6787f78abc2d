import type { PendingPoi } from '../../shared/schemas/vocabulary';
import { allContent, has } from '../lib/app-content/content-index';

/**
 * Spec 1 section 8: the POIs a language cannot become the default of, lacking its title or
 * description (the app would show them empty, so the save fails and names them). Read from the
 * museum's POI search index (the languages each POI has content in), not from the table.
 */
export async function poisLackingContentIn(tenant: string, code: string): Promise<PendingPoi[]> {
  const docs = await allContent(tenant, 'poi', (d) => !has(d.text.languages, code));
  return docs.map((d) => ({ id: d.id, title: d.name ?? d.id }));
}
