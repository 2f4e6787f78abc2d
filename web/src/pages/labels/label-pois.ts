import { AppPoiPageSchema } from '../../../../shared/schemas/visitor-app';
import { APP_PAGE_SIZE_MAX, VISITOR_APP_ROOT } from '../../../../shared/visitor-app/constants';
import { poiPageUrl } from '../../../../shared/visitor-app/poi-page-url';

/**
 * The visitor page each object's wall label leads to: the first POI, in the visitor API's order,
 * that links the object. Read from the visitor API (public, a page of 200 per call; a museum's
 * app has hundreds of POIs): it lists exactly the POIs whose page a visitor can open, so a label
 * never points at a page that is not there, and it needs no App CMS permission.
 */
export async function poiPagesOfObjects(host: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (let page = 0; ; page++) {
    const res = await fetch(`${VISITOR_APP_ROOT}/pois?page=${page}&size=${APP_PAGE_SIZE_MAX}`);
    if (!res.ok) throw new Error(`The visitor API answered ${res.status}`);
    const { content, totalElements } = AppPoiPageSchema.parse(await res.json());
    for (const poi of content) for (const id of poi.linkedItemIds) if (!pages.has(id)) pages.set(id, poiPageUrl(host, poi.id));
    if ((page + 1) * APP_PAGE_SIZE_MAX >= totalElements) return pages;
  }
}
