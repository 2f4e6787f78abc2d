/**
 * Why an import's cell cannot be read (after its column's label: `Quantity: "lots" is not a
 * number.`), and why a rollback (of an import or a batch edit) left a record. The API writes
 * these; the console's catalogs name each one (their English made from these with placeholders
 * for the arguments), so an Arabic console shows the reason in Arabic.
 */
export const importReasons = {
  yesNo: (cell: string) => `write Yes or No, not "${cell}".`,
  notNumber: (cell: string) => `"${cell}" is not a number.`,
  dimensionPair: (pair: string) => `write each as "Dimension: number", not "${pair}".`,
  detailLine: (line: string) => `write each detail on its own line as "Label: value", not "${line}".`,
  /** An object a record's row names by its inventory number and the museum does not have. */
  noObject: (inventoryNumber: string) => `there is no object "${inventoryNumber}".`,
  /** A record a row names by its id and the museum does not have (`type` as `recordTypeWord` writes it). */
  noRecord: (type: string, id: string) => `there is no ${type} ${id}.`,
  /** A vocabulary value the museum does not have. */
  noValue: (listTitle: string, title: string) => `there is no ${listTitle} "${title}".`,
  editedAfter: (left: number | string, now: number | string) => `It was edited after the import (the import left version ${left}; it is now at version ${now}), so it was left as it is.`,
  deletedAfter: 'It was deleted after the import, so it was not restored.',
  /** A row met again later in the file, by what matched it: an inventory number, a report id, a record's id, a value's title. */
  inventoryNumberTwice: (inventoryNumber: string, row: number | string) => `Inventory Number ${inventoryNumber} is also on row ${row} of the file.`,
  reportIdTwice: (reportId: string, row: number | string) => `Report ID ${reportId} is also on row ${row} of the file.`,
  recordTwice: (type: string, id: string, row: number | string) => `The ${type} ${id} is also on row ${row} of the file.`,
  valueTwice: (listTitle: string, title: string, row: number | string) => `The ${listTitle} "${title}" is also on row ${row} of the file.`,
  /** A record's report id another record of its type holds (`type` as `recordTypeWord` writes it). */
  reportIdUsed: (reportId: string, type: string) => `Report ID ${reportId} is already used by another ${type}.`,
  /** The dropdown-value import's own: its type column, a value's parent, a value's bad mark. */
  noDropdownType: (cell: string) => `there is no dropdown type "${cell}".`,
  parentMissing: (listTitle: string, parentTitle: string, parentLabel: string) => `a ${listTitle} belongs to a ${parentTitle}; fill in the row's ${parentLabel}.`,
  noParent: (listTitle: string) => `a ${listTitle} has no parent value.`,
  onlyMarkedBad: (listTitle: string) => `only ${listTitle} values are marked bad.`,
  /** The reference-list import's own: its list column, a colour on a list without colours. */
  nameTheList: 'Name the list of each value.',
  noReferenceList: (cell: string) => `there is no reference list "${cell}".`,
  noColour: (listTitle: string) => `a ${listTitle} has no colour.`,
  /** The objects import's category cell on a row (and object) without a classification. */
  categoryAlone: (classificationLabel: string) => `a category belongs to a classification; fill in the row's ${classificationLabel}.`,
  /** Why a dry run's mapping is refused: a column every row needs is left out, or taken twice. */
  mapToMatch: (label: string) => `Map a column to ${label}: rows are matched by it.`,
  mapToList: (label: string) => `Map a column to ${label}: each row names the list its value belongs to.`,
  mapToObject: (label: string) => `Map a column to ${label}: each row names the object its record is about.`,
  mappedTwice: (label: string) => `Two columns map to ${label}: choose it for one column only.`,
} as const;

/** A record type's name inside a sentence ("There is no insurance r-1."). */
export const recordTypeWord = (type: { readonly label: string }) => type.label.toLowerCase();
