/**
 * Each App CMS list's API path: where it reads and deletes, and the name it keeps its state
 * under, which the form's save marks so the list opens next at page 0 of size 10.
 */
export const CONTENT_LISTS = { pois: '/point-of-interests', poiGroups: '/point-of-interest-groups', news: '/news' } as const;
