/** What an ElectroDB put offers: its params, whose `Item` is exactly what the table stores. */
type Puttable = { put(item: never): { params: <T>() => T } };

/**
 * Items of one entity at the speed of string replacement, for bulk loads. ElectroDB formats ONE
 * item whose varying key attributes are markers (so the table's key format stays ElectroDB's);
 * each item is that template with the markers replaced (lower-cased where the key's casing
 * lower-cased the marker), plus its other attributes as given. A put of the object entity costs
 * about 1 ms of CPU (it walks its hundred attributes), which at 100,000 objects is minutes.
 *
 * `rest` is spread as is: only for attributes stored under their own name (no `field`), already
 * validated by the caller. Attributes that are the same for every item go in `fixed`.
 */
export function itemTemplate<K extends string>(entity: Puttable, varying: readonly K[], fixed: Record<string, unknown>) {
  const marks = varying.map((name, i) => ({ name, mark: `QQMARK${i}QQ` }));
  const template = entity.put({ ...fixed, ...Object.fromEntries(marks.map((m) => [m.name, m.mark])) } as never).params<{ Item: Record<string, unknown> }>().Item;
  const marked = Object.entries(template).filter(([, value]) => typeof value === 'string' && /qqmark\d+qq/iu.test(value));
  const constant = Object.fromEntries(Object.entries(template).filter(([, value]) => !(typeof value === 'string' && /qqmark\d+qq/iu.test(value))));
  return (values: Record<K, string>, rest: Record<string, unknown> = {}): Record<string, unknown> => {
    const item: Record<string, unknown> = { ...constant, ...rest };
    for (const [field, value] of marked) {
      let text = value as string;
      for (const { name, mark } of marks) {
        text = text.replaceAll(mark, values[name]).replaceAll(mark.toLowerCase(), values[name].toLowerCase());
      }
      item[field] = text;
    }
    return item;
  };
}
