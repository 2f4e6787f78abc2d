/**
 * An object's labelled details (issue 28) in one spreadsheet cell: a "Label: value" line each. A
 * label holds no ':' and a value no line break (the object schema's rule), so the export's cell
 * reads back into the same list: one column, whatever labels a museum uses, and in their order.
 */
export type Detail = { label: string; value: string };

export const detailsCell = (details: readonly Detail[] | null | undefined): string | undefined =>
  details?.length ? details.map((d) => `${d.label}: ${d.value}`).join('\n') : undefined;

/** The cell's details, and the lines that are not "Label: value". */
export function readDetailsCell(cell: string): { details: Detail[]; unread: string[] } {
  const details: Detail[] = [];
  const unread: string[] = [];
  for (const line of cell.split(/\r?\n/u)) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    if (at <= 0) unread.push(line.trim());
    else details.push({ label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return { details, unread };
}

/**
 * `details` with each of `kept` put in: a label held already gets the new value in its place, a
 * new one goes last, an empty value takes the label out (a mapped cell left empty empties its field).
 */
export function withDetails(details: readonly Detail[], kept: readonly Detail[]): Detail[] {
  const out = [...details];
  for (const { label, value } of kept) {
    const at = out.findIndex((d) => d.label.toLowerCase() === label.toLowerCase());
    if (!value) {
      if (at >= 0) out.splice(at, 1);
    } else if (at >= 0) out[at] = { label: out[at].label, value };
    else out.push({ label, value });
  }
  return out;
}
