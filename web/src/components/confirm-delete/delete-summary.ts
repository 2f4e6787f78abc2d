/** How many names the confirmation spells out before "and n more". */
export const NAMES_SHOWN = 5;

/** The first names of what a delete removes, and how many more there are. */
export function deleteSummary(names: readonly string[], shown = NAMES_SHOWN): { names: string[]; more: number } {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
