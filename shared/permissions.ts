/**
 * Areas, levels and features of spec 1 section 6: one module for the server's checks and the
 * console's menu visibility.
 */
export const FEATURES = ['Item-Cataloging', 'App-Cms'] as const;
export type Feature = (typeof FEATURES)[number];

export const LEVELS = ['read', 'write'] as const;
export type Level = (typeof LEVELS)[number];

/** Every permission area, with the label the Permissions screen shows and the feature it needs. */
export const AREAS = {
  user: { label: 'User Management' },
  setting: { label: 'Settings' },
  item: { label: 'Items', feature: 'Item-Cataloging' },
  condition: { label: 'Condition Reports', feature: 'Item-Cataloging' },
  treatment: { label: 'Treatment Reports', feature: 'Item-Cataloging' },
  movement: { label: 'Movement Reports', feature: 'Item-Cataloging' },
  curatorialForm: { label: 'Curatorial Form', feature: 'Item-Cataloging' },
  technicalForm: { label: 'Technical Form', feature: 'Item-Cataloging' },
  insurance: { label: 'Insurance', feature: 'Item-Cataloging' },
  appcms: { label: 'App CMS', feature: 'App-Cms' },
} as const satisfies Record<string, { label: string; feature?: Feature }>;
export type Area = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as Area[];

export type AreaPermission = { read: boolean; write: boolean };
export type PermissionMap = Partial<Record<Area, AreaPermission>>;

/** Who is asking: what the server knows after verifying the token, and what the console holds. */
export type Grant = { permissions: PermissionMap; enabledFeatures: readonly string[] };

/** Write implies read: a group that may change an area may also see it. */
export function normalisePermissions(map: PermissionMap): PermissionMap {
  const out: PermissionMap = {};
  for (const area of AREA_NAMES) {
    const p = map[area];
    if (!p) continue;
    out[area] = { read: Boolean(p.read || p.write), write: Boolean(p.write) };
  }
  return out;
}

export function allPermissions(): PermissionMap {
  return Object.fromEntries(AREA_NAMES.map((a) => [a, { read: true, write: true }])) as PermissionMap;
}

export function hasFeature(grant: Grant, feature: Feature | undefined): boolean {
  return !feature || grant.enabledFeatures.includes(feature);
}

/** Area and level, and the area's own feature: an Item-Cataloging area is closed without it. */
export function can(grant: Grant, area: Area, level: Level): boolean {
  const needed = (AREAS[area] as { feature?: Feature }).feature;
  if (!hasFeature(grant, needed)) return false;
  const p = grant.permissions[area];
  if (!p) return false;
  return level === 'read' ? Boolean(p.read || p.write) : Boolean(p.write);
}

/**
 * A second permission a route or control needs only while a module is on for the user: with
 * `feature` enabled, `area` at `level` as well. Without `feature` it is always needed (with the
 * area's own module): a route that reads one area to write another (a POI made from an object).
 */
export type ModuleGate = { readonly feature?: Feature; readonly area: Area; readonly level: Level };

/**
 * Spec 2 section 6: "Write on item gates POI delete and update menu and the change history block".
 * A POI links collection objects, so with Item-Cataloging on, changing one needs item write too;
 * a museum without the module decides by appcms alone.
 */
export const ITEM_WRITE_WITH_CATALOGUING: ModuleGate = { feature: 'Item-Cataloging', area: 'item', level: 'write' };

export function passesGate(grant: Grant, gate: ModuleGate | undefined): boolean {
  return !gate || !hasFeature(grant, gate.feature) || can(grant, gate.area, gate.level);
}

/** The areas the Permissions screen lists for a user with these features (spec 1 section 2). */
export function visibleAreas(enabledFeatures: readonly string[]): Area[] {
  return AREA_NAMES.filter((area) => {
    const feature = (AREAS[area] as { feature?: Feature }).feature;
    return !feature || enabledFeatures.includes(feature);
  });
}
