import { en, type MessageId } from './catalogs/en';
import type { Translate } from './use-t';

// Texts that reach the console in English from outside the catalog (the shared schemas'
// validation messages, the API's error messages, seeded dropdown titles) are the English
// catalog's own texts: looking them up by their words finds their id, and so their translation.
let byText: Map<string, MessageId> | undefined;
function idOf(text: string): MessageId | undefined {
  byText ??= new Map(Object.entries(en).map(([id, english]) => [english, id as MessageId]));
  return byText.get(text);
}

const REQUIRED = /^(.+) is required\.$/;

/** `text` in the console's language when the catalog knows it; as it came otherwise. */
export function translateKnown(t: Translate, text: string): string {
  const id = idOf(text);
  if (id) return t(id);
  // Spec 1 section 5: '{column title} is required.', the column itself a catalog text.
  const required = REQUIRED.exec(text);
  if (required) return t('validation.required', { column: translateKnown(t, required[1]) });
  return text;
}
