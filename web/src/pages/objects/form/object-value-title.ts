import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from '../../../../../shared/schemas/object-fields';
import type { ValueTitle } from '../../../components/change-history/field-change-text';
import { translateKnown } from '../../../i18n/known-text';
import type { Translate } from '../../../i18n/use-t';
import type { ObjectDropdowns } from './use-object-dropdowns';

const DROPDOWN_OF: Readonly<Record<string, string>> = { ...OBJECT_SINGLE_REFS, ...OBJECT_MULTI_REFS, otherDimensions: OTHER_DIMENSIONS_TYPE };

/** An object field's dropdown value id by its title in the reader's language (undefined for other fields or an unknown id). */
export function objectValueTitle(dropdowns: ObjectDropdowns, t: Translate): ValueTitle {
  return (field, id) => {
    const type = Object.hasOwn(DROPDOWN_OF, field) ? DROPDOWN_OF[field] : undefined;
    const value = type ? dropdowns.of(type).find((v) => v.id === id) : undefined;
    return value && translateKnown(t, value.title);
  };
}
