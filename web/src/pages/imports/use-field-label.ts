import { useCallback } from 'react';
import { KEEP_AS_DETAIL, type ImportKind } from '../../../../shared/schemas/import';
import type { ObjectFormField } from '../../../../shared/schemas/object-labels';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { fieldLabel } from '../records/list/record-columns';
import { IMPORT_KIND_INFO } from './import-kinds';

/**
 * A field of the kind by its form's own label, in the user's language (the API names fields in
 * English): the object form's, a record form's (with its unit), the dropdown columns'.
 */
export function useFieldLabel(kind: ImportKind): (field: string) => string {
  const t = useT();
  // One function per language and kind: the mapping step proposes columns again only when they change.
  return useCallback((field: string) => fieldLabelOf(t, kind, field), [t, kind]);
}

function fieldLabelOf(t: ReturnType<typeof useT>, kind: ImportKind, field: string): string {
  const type = IMPORT_KIND_INFO[kind].recordType;
  if (kind === 'dropdowns' || kind === 'reference-lists') return t(`imports.valueField.${field}` as MessageId);
  if (type) {
    if (field === 'inventoryNumber') return t('imports.inventoryNumber');
    if (field === 'id') return t('imports.recordId');
    const unit = type.fields.find((f) => f.name === field)?.unit;
    return unit ? `${t(fieldLabel(type, field))} (${unit})` : t(fieldLabel(type, field));
  }
  if (field === KEEP_AS_DETAIL) return t('imports.mapping.keepAsDetail');
  if (field === 'materialTechnique') return t('imports.materialTechnique');
  if (field === 'carDetailsVisible') return t('objectForm.showCarDetails');
  if (field === 'bookDetailsVisible') return t('objectForm.showBookDetails');
  if (field === 'dimensions') return t('imports.dimensionsText');
  return t(`objectForm.field.${field as ObjectFormField}`);
}
