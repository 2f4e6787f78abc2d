/**
 * A whole number with its thousands grouped by commas, as `toLocaleString('en')` writes it, for
 * messages built when a module loads: the first `toLocaleString` of a process starts ICU's number
 * formatting, about 10 ms of every cold start of the functions whose schemas hold such a message
 * (docs/design.md, "Cold starts").
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
