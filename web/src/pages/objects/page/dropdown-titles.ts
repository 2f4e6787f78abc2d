import { useCallback } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../form/use-object-dropdowns';

/** A dropdown value's title in the reader's language, or undefined when the list does not hold the id. */
export type DropdownTitle = (dropdownType: string, id: string) => string | undefined;

/** Titles of the values of any dropdown type, children included (a category is a classification's child). */
export function useDropdownTitle(dropdowns: ObjectDropdowns): DropdownTitle {
  const t = useT();
  return useCallback(
    (dropdownType, id) => {
      for (const value of dropdowns.of(dropdownType)) {
        if (value.id === id) return translateKnown(t, value.title);
        const child = value.children.find((c) => c.id === id);
        if (child) return translateKnown(t, child.title);
      }
      return undefined;
    },
    [dropdowns, t],
  );
}
