/**
 * Kept apart from the import schemas: the .xlsx reader, loaded by the read that needs it, takes
 * these alone, and so shares no module with the imports function's cold start.
 */
/**
 * An .xlsx is a zip: what its parts expand to is bounded before it is read. A sheet's XML packs
 * 5 to 20 times; a file that claims a hundredfold, or past the ceiling (100,000 rows with every
 * field filled are about 200 MB of XML), is a zip bomb or not a sheet.
 */
export const IMPORT_MAX_EXPANSION = 100;
export const IMPORT_MAX_EXPANDED_MB = 500;
export const IMPORT_MAX_EXPANDED_BYTES = IMPORT_MAX_EXPANDED_MB * 1024 * 1024;
export const IMPORT_EXPANDED_MESSAGE = `The .xlsx file unpacks to more than ${IMPORT_MAX_EXPANSION} times its size or more than ${IMPORT_MAX_EXPANDED_MB} MB, which no sheet an import takes does: save the sheet again as .xlsx or .csv.`;
