/**
 * A translation of an English catalog area: every key of the English one, no other, each a
 * string. `satisfies Translation<typeof en>` makes the compiler the first completeness check; the
 * unit test `catalogs.test.ts` the second (keys at run time, and the same ICU arguments).
 */
export type Translation<T> = { readonly [K in keyof T]: string };
