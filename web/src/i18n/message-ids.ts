import type { MessageId } from './catalogs/en';

// react-intl checks every `id` against the English catalog's keys: a typo or a text that was
// never added to the catalog fails `npm run typecheck`.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export type { MessageId };

/**
 * Marks a catalog id kept as data (a menu entry's text, a screen's title): the lint rule that
 * refuses literal strings in `text`/`title`/`label` properties lets a marked id through, and the
 * compiler checks it exists.
 */
export function msg(id: MessageId): MessageId {
  return id;
}
