import { headerKey } from '../../../../shared/schemas/import';

/**
 * The server proposes fields by their English labels and names; a column it left out whose
 * header is a field's label in the user's language (an Arabic sheet read in the Arabic console)
 * is proposed here. A field already chosen for a column is not proposed twice.
 */
export function proposeByLabel(headers: readonly string[], proposal: readonly string[], fields: readonly string[], labelOf: (field: string) => string): string[] {
  const byLabel = new Map(fields.map((field) => [headerKey(labelOf(field)), field]));
  const taken = new Set(proposal.filter(Boolean));
  return headers.map((header, i) => {
    if (proposal[i]) return proposal[i];
    const field = byLabel.get(headerKey(header));
    if (!field || taken.has(field)) return '';
    taken.add(field);
    return field;
  });
}
