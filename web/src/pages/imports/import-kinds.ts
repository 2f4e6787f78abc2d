import { can, type Area, type Grant } from '../../../../shared/permissions';
import { RECORD_TYPES, type RecordType } from '../../../../shared/records/record-types';
import { IMPORT_KINDS, type ImportKind } from '../../../../shared/schemas/import';
import type { MessageId } from '../../i18n/message-ids';

/**
 * What the console shows of each kind of import (issue 15): its name (the list's own screen
 * title), the area whose write it needs, and the list its records are found on.
 */
export type ImportKindInfo = { name: MessageId; area: Area; list: string; recordType?: RecordType };

const recordKinds = Object.values(RECORD_TYPES).map(
  (type): [string, ImportKindInfo] => [type.path, { name: `screen.${type.path.replace(/-(\w)/gu, (_m, c: string) => c.toUpperCase())}` as MessageId, area: type.area, list: `/${type.path}`, recordType: type }],
);

export const IMPORT_KIND_INFO = Object.fromEntries([
  ['objects', { name: 'screen.objects', area: 'item', list: '/objects' }],
  ...recordKinds,
  ['dropdowns', { name: 'screen.dropdowns', area: 'setting', list: '/dropdowns' }],
  ['reference-lists', { name: 'imports.kind.referenceLists', area: 'setting', list: '/settings' }],
]) as Record<ImportKind, ImportKindInfo>;

/** The kinds this user may import: an import is an object write, and a write on the kind's own area. */
export function writableKinds(grant: Grant): ImportKind[] {
  return can(grant, 'item', 'write') ? IMPORT_KINDS.filter((kind) => can(grant, IMPORT_KIND_INFO[kind].area, 'write')) : [];
}

export const isImportKind = (value: string | null): value is ImportKind => IMPORT_KINDS.includes(value as ImportKind);

/** How a row of the kind is named in the rows tables: by inventory number, by record, by value. */
export const rowLabelHeader = (kind: ImportKind): MessageId =>
  kind === 'objects' ? 'imports.inventoryNumber' : kind === 'dropdowns' || kind === 'reference-lists' ? 'imports.rowLabel.value' : 'imports.rowLabel.record';
