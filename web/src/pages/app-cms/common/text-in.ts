/** A record's text in the default language, or its first language that has one (a list's title column). */
export function textIn<E extends { language: string }, K extends keyof E>(content: readonly E[], defaultCode: string | undefined, field: K): string {
  const value = (e: E | undefined) => (typeof e?.[field] === 'string' ? (e[field] as string) : '');
  return value(content.find((c) => c.language === defaultCode)) || value(content.find((c) => value(c))) || '';
}
