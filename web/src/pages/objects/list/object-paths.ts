/**
 * The object screens the list leads to (spec 2 section 2). Kept here until `paths.ts` names the
 * object routes; `screens.ts` registers the same two.
 */
export const ADD_OBJECT_PATH = '/add-object';
/** The name the object list keeps its state under, which a save marks (spec 2 section 4). */
export const OBJECT_LIST_AREA = 'objects';
export const saveObjectPath = (id: string) => `/save-object/${encodeURIComponent(id)}`;
/** The item report of objects (spec 2 section 2: /pdf), one PDF each. */
export const itemReportPath = (ids: readonly string[]) => `/pdf?id=${ids.map(encodeURIComponent).join(',')}`;
