import { normalisePermissions, type Area, type Level, type PermissionMap } from '../../../../shared/permissions';

export type PermissionRow = { area: Area; read: boolean; write: boolean };

/** The catalog id of an area's label; the English catalog takes the words from shared AREAS. */
export const areaLabelId = (area: Area) => `access.area.${area}` as const;

/** The catalog id of a level's column and checkbox label. */
export const levelLabelId = (level: Level) => `access.level.${level}` as const;

/** The table of the Permissions screen: the areas the reader's modules show, in the spec's order. */
export function permissionRows(map: PermissionMap, areas: readonly Area[]): PermissionRow[] {
  return areas.map((area) => {
    const write = Boolean(map[area]?.write);
    return { area, read: write || Boolean(map[area]?.read), write };
  });
}

/**
 * One checkbox changed. Write implies read: ticking Write ticks Read, and clearing Read clears
 * Write, so the table never shows a state the API would not keep.
 */
export function setPermission(map: PermissionMap, area: Area, level: Level, checked: boolean): PermissionMap {
  const current = { read: Boolean(map[area]?.read || map[area]?.write), write: Boolean(map[area]?.write) };
  const next =
    level === 'write'
      ? { read: checked || current.read, write: checked }
      : { read: checked, write: checked && current.write };
  return { ...map, [area]: next };
}

/**
 * The map to save: the whole of the group's map, edited rows included. Areas this reader's
 * modules do not show are sent as they were, so saving never takes away what was not on screen.
 */
export function permissionsToSave(map: PermissionMap): PermissionMap {
  return normalisePermissions(map);
}
