import { en, type MessageId } from '../../i18n/catalogs/en';
import type { Translate } from '../../i18n/use-t';
import { RECORD_TYPES } from '../../../../shared/records/record-types';

/** A dropdown value id's title in the reader's language, when the screen has the field's values loaded. */
export type ValueTitle = (field: string, id: string) => string | undefined;

/** Longer values are cut: the panel shows what changed, the form shows the whole text. */
export const SHOWN_VALUE_LENGTH = 80;

const known = (id: string): id is MessageId => Object.hasOwn(en, id);

/** 'beaconUniqueId' as 'Beacon unique id': for fields no catalog labels (POIs, users, settings). */
export function readableName(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's label as its form shows it (objects and the six record types), or its readable name. */
export function fieldLabel(t: Translate, objectType: string, field: string): string {
  const id = objectType === 'object' ? `objectForm.field.${field}` : Object.hasOwn(RECORD_TYPES, objectType) ? `recordField.${objectType}.${field}` : undefined;
  return id && known(id) ? t(id) : readableName(field);
}

const cut = (text: string) => (text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH - 1)}…` : text);

/**
 * A stored value as text: no value as the catalog's missing mark, booleans in the catalog's
 * words, dropdown ids by their titles, files by name, lists item by item; long text cut.
 */
export function valueText(t: Translate, field: string, value: unknown, titleOf?: ValueTitle): string {
  const item = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return t('common.missingValue');
    if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no');
    if (typeof v === 'string') return titleOf?.(field, v) ?? v;
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return v.length ? v.map(item).join(', ') : t('common.missingValue');
    const map = v as Record<string, unknown>;
    // A file ({ uid, name, url }) by its name; another dimension ({ id, value }) as 'dimension: value'.
    if (typeof map.name === 'string') return map.name;
    if (typeof map.id === 'string' && 'value' in map) return `${titleOf?.(field, map.id) ?? map.id}: ${item(map.value)}`;
    return JSON.stringify(v);
  };
  return cut(item(value));
}
