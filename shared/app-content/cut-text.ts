/**
 * A text cut to `max` characters where it must be shorter: at the last word break in its second
 * half, with an ellipsis, so a long object name becomes a title that still reads (issue 31).
 * Code points are kept whole (an Arabic or emoji text is never cut inside a character).
 */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  const head = chars.slice(0, max - 1).join('');
  // The head ends on a whole word when the text breaks right after it; otherwise drop the broken word.
  const endsOnWord = /\s/u.test(chars[max - 1]);
  const space = head.search(/\s\S*$/u);
  const cut = endsOnWord || space <= head.length / 2 ? head : head.slice(0, space);
  return `${cut.trimEnd()}…`;
}
