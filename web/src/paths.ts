/**
 * The console's addresses that code links to or redirects to, written once (spec 1 section 2).
 * `routes.tsx` registers each with the other spellings the spec gives; the menu's entries are
 * their keys (`/${key}`), as the spec says.
 */
export const PATHS = {
  dashboard: '/dashboard',
  pois: '/pois',
  profile: '/profile',
  userList: '/user-list',
  addUser: '/add-user',
  updateUser: '/updateUser/:id',
  updatePoi: '/updatePoi/:id',
  importObjects: '/import-objects',
  importBatch: '/import-objects/:id',
  /** A batch edit (issue 30): an import batch without a file, opened beside the imports. */
  batchEdit: '/batch-edits/:id',
  /** An object's read-only page (issue 32); the spec's /save-object/{id} stays its form. */
  objectPage: '/objects/:id',
  /** Sets of objects (issue 29); a set opens as the object list with `?setId=`. */
  objectSets: '/object-sets',
} as const;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
export const updateUserPath = (id: string) => withId(PATHS.updateUser, id);
export const updatePoiPath = (id: string) => withId(PATHS.updatePoi, id);
export const importBatchPath = (id: string) => withId(PATHS.importBatch, id);
export const batchEditPath = (id: string) => withId(PATHS.batchEdit, id);
export const objectPagePath = (id: string) => withId(PATHS.objectPage, id);
export const objectSetPath = (setId: string) => `/objects?setId=${encodeURIComponent(setId)}`;
