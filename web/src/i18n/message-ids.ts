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
