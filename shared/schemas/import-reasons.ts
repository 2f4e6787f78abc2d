/**
 * Why an import's cell cannot be read (after its column's label: `Quantity: "lots" is not a
 * number.`), and why a rollback (of an import or a batch edit) left a record. The API writes these; the console's catalogs name each one (their English made from
 * these with placeholders for the arguments), so an Arabic console shows the reason in Arabic.
 */
export const importReasons = {
  yesNo: (cell: string) => `write Yes or No, not "${cell}".`,
  notNumber: (cell: string) => `"${cell}" is not a number.`,
  dimensionPair: (pair: string) => `write each as "Dimension: number", not "${pair}".`,
  /** An object a record's row names by its inventory number and the museum does not have. */
  noObject: (inventoryNumber: string) => `there is no object "${inventoryNumber}".`,
  /** A vocabulary value the museum does not have. */
  noValue: (listTitle: string, title: string) => `there is no ${listTitle} "${title}".`,
  editedAfter: (left: number | string, now: number | string) => `It was edited after the import (the import left version ${left}; it is now at version ${now}), so it was left as it is.`,
  deletedAfter: 'It was deleted after the import, so it was not restored.',
} as const;
