import { en, type MessageId } from '../../i18n/catalogs/en';
import { translateKnown } from '../../i18n/known-text';
import type { Translate } from '../../i18n/use-t';
import { fieldReference } from '../../../../shared/field-references';
import { RECORD_TYPES } from '../../../../shared/records/record-types';
import type { FieldChange } from '../../../../shared/schemas/history';

/** The name of an id in a change's values, when the id is another record's and the answer named it. */
export type ValueName = (id: string) => string | undefined;

/** Longer values are cut: the panel shows what changed, the form shows the whole text. */
export const SHOWN_VALUE_LENGTH = 80;

const known = (id: string): id is MessageId => Object.hasOwn(en, id);

/** 'someField' as 'Some field': for a stored field no form shows. */
export function readableName(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The labels of the stored fields of the App CMS and user screens with a history panel, as their
 * forms show them (objects and the six record types are labelled by their own catalogs below).
 */
// Values are catalog ids, not texts: `label` says so to the lint that keeps literal texts out of screens.
const label = (id: MessageId) => id;
const FORM_LABELS: Readonly<Record<string, Readonly<Record<string, MessageId>>>> = {
  poi: {
    groupId: 'appCms.poi.group',
    beaconId: 'appCms.poi.beacon',
    beaconUniqueId: 'appCms.poi.beacon',
    content: label('access.history.field.content'),
    externalReference: 'appCms.poi.externalReference',
    imageList: 'appCms.poi.otherImages',
    referenceImageList: 'appCms.poi.referenceImages',
    featuredImage: 'appCms.poi.featuredImage',
    linkedItemIds: 'appCms.poi.linkedItems',
    beaconSensitivityRange: 'appCms.poi.range',
    location: 'access.history.field.location',
    youtubeLink: 'appCms.poi.youtube',
  },
  poiGroup: { title: label('appCms.group.title'), image: 'appCms.group.image', beaconId: 'appCms.group.beacon', beaconUniqueId: 'appCms.group.beacon' },
  news: { date: 'appCms.news.date', published: 'appCms.news.published', image: 'appCms.news.image', content: label('access.history.field.content') },
  user: {
    name: 'users.field.name',
    email: 'users.field.email',
    groupId: 'users.field.userGroup',
    phoneNumber: 'users.field.phoneNumber',
    address: 'users.field.address',
    avatarUrl: 'access.history.field.avatar',
    enabledFeatures: 'access.history.field.enabledFeatures',
    notification: 'users.form.itemNotifications',
    preferences: 'access.history.field.preferences',
  },
};

/** The field's label as its form shows it, in the reader's language; a field no form shows by its readable name. */
export function fieldLabel(t: Translate, objectType: string, field: string): string {
  const form = Object.hasOwn(FORM_LABELS, objectType) && Object.hasOwn(FORM_LABELS[objectType], field) ? FORM_LABELS[objectType][field] : undefined;
  if (form) return t(form);
  const id = objectType === 'object' ? `objectForm.field.${field}` : Object.hasOwn(RECORD_TYPES, objectType) ? `recordField.${objectType}.${field}` : undefined;
  return id && known(id) ? t(id) : readableName(field);
}

/**
 * The names the answer gave a change's ids: a dropdown's title in the reader's language (seeded
 * titles are catalog texts), other names (POI groups, beacons, inventory numbers) as written.
 */
export function namesOf(t: Translate, objectType: string, change: FieldChange): ValueName {
  const names = change.names ?? {};
  const dropdown = fieldReference(objectType, change.field)?.kind === 'dropdown';
  return (id) => {
    const name = Object.hasOwn(names, id) ? names[id] : undefined;
    return name !== undefined && dropdown ? translateKnown(t, name) : name;
  };
}

const cut = (text: string) => (text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH - 1)}…` : text);

/**
 * A stored value as text: no value as the catalog's missing mark, booleans in the catalog's
 * words, ids of other records by their names, files by name, lists item by item; long text cut.
 */
export function valueText(t: Translate, value: unknown, nameOf?: ValueName): string {
  const item = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return t('common.missingValue');
    if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no');
    if (typeof v === 'string') return nameOf?.(v) ?? v;
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return v.length ? v.map(item).join(', ') : t('common.missingValue');
    const map = v as Record<string, unknown>;
    // A file ({ uid, name, url }) by its name; another dimension ({ id, value }) as 'dimension: value'.
    if (typeof map.name === 'string') return map.name;
    if (typeof map.id === 'string' && 'value' in map) return `${nameOf?.(map.id) ?? map.id}: ${item(map.value)}`;
    // A labelled detail (issue 28) as the object page shows it.
    if (typeof map.label === 'string' && 'value' in map) return `${map.label}: ${item(map.value)}`;
    return JSON.stringify(v);
  };
  return cut(item(value));
}
