import type { ObjectFormField } from '../../../../shared/schemas/object-labels';
import { useT } from '../../i18n/use-t';

/** An object field by the form's own label, in the user's language (the API names fields in English). */
export function useFieldLabel(): (field: string) => string {
  const t = useT();
  return (field) =>
    field === 'carDetailsVisible' ? t('objectForm.showCarDetails') : field === 'bookDetailsVisible' ? t('objectForm.showBookDetails') : t(`objectForm.field.${field as ObjectFormField}`);
}
