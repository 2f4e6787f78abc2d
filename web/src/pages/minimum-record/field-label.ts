import type { MinimumRecordField } from '../../../../shared/schemas/minimum-record-fields';
import type { Translate } from '../../i18n/use-t';

/** A candidate field's name as the object form shows it; `dimensions` (any measure) has its own. */
export function minimumFieldLabel(t: Translate, field: MinimumRecordField): string {
  return field === 'dimensions' ? t('dashboard.minimumRecord.dimensions') : t(`objectForm.field.${field}`);
}

/** The object list showing the objects that lack `field` (GET /api/objects?missing=). */
export const lackingListPath = (field: MinimumRecordField) => `/objects?missing=${field}`;
