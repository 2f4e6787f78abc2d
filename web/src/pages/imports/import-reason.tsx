import { en, type MessageId } from '../../i18n/catalogs/en';
import { translateKnown } from '../../i18n/known-text';
import { Ltr } from '../../i18n/ltr';
import { useT, type Translate } from '../../i18n/use-t';

/** The catalog's reasons that carry the row's own words: each is found by its English with those words as placeholders. */
const WITH_WORDS: readonly MessageId[] = [
  // Before noValue, which would take an object, a dropdown type or a reference list for a list's title.
  'imports.reason.noObject',
  'imports.reason.noDropdownType',
  'imports.reason.noReferenceList',
  'imports.reason.yesNo',
  'imports.reason.notNumber',
  'imports.reason.dimensionPair',
  'imports.reason.detailLine',
  'imports.reason.noValue',
  'imports.reason.noRecord',
  // Before recordTwice, which would take a value's quoted title for a record's id.
  'imports.reason.valueTwice',
  'imports.reason.recordTwice',
  'imports.reason.inventoryNumberTwice',
  'imports.reason.reportIdTwice',
  'imports.reason.reportIdUsed',
  // Before parentMissing, which would take the objects' lower-case "category" for a list's title.
  'imports.reason.categoryAlone',
  'imports.reason.parentMissing',
  'imports.reason.noParent',
  'imports.reason.onlyMarkedBad',
  'imports.reason.noColour',
  // A dry run's mapping refused: shown in its error notice, not on a row.
  'imports.reason.mapToMatch',
  'imports.reason.mapToList',
  'imports.reason.mapToObject',
  'imports.reason.mappedTwice',
  'imports.reason.editedAfter',
  'batchEdit.reason.noObject',
  'batchEdit.reason.noRecord',
];

/** The placeholders that hold a catalog's word (a list's title, a record type, a column's label), not a row's. */
const CATALOG_WORDS = new Set(['list', 'parentList', 'type', 'label']);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

type Pattern = { id: MessageId; names: string[]; match: RegExp };
let patterns: Pattern[] | undefined;
function compiled(): Pattern[] {
  // A record type is one of the six, not the first word of "curatorial form".
  const types = `(${Object.entries(en).filter(([key]) => key.startsWith('imports.recordType.')).map(([, word]) => escaped(word)).join('|')})`;
  patterns ??= WITH_WORDS.map((id) => {
    const parts = en[id].split(/\{(\w+)\}/u);
    const names = parts.filter((_, i) => i % 2 === 1);
    return { id, names, match: new RegExp(`^${parts.map((p, i) => (i % 2 ? (p === 'type' ? types : '(.+?)') : escaped(p))).join('')}$`, 'u') };
  });
  return patterns;
}

/** A reason, or the part after its field's label, in the console's language; undefined when the catalog does not know it. */
function known(t: Translate, text: string): string | undefined {
  const shown = translateKnown(t, text);
  if (shown !== text) return shown;
  for (const { id, names, match } of compiled()) {
    const words = match.exec(text);
    // A list's title, a record type or a field's label among the words is a catalog text too; a cell's text is shown as written.
    if (words) return t(id, Object.fromEntries(names.map((name, i) => [name, CATALOG_WORDS.has(name) ? translateKnown(t, words[i + 1]) : words[i + 1]])));
  }
  return undefined;
}

/**
 * An import's or a batch edit's row reason as the API wrote it (English: the spec's validation
 * messages, `shared/schemas/import-reasons.ts`, under a field's label as `Label: message`), in the
 * console's language where the catalog knows it; as written otherwise.
 */
export function importReasonText(t: Translate, reason: string): string {
  const whole = known(t, reason);
  if (whole !== undefined) return whole;
  const colon = reason.indexOf(': ');
  if (colon < 0) return reason;
  const why = known(t, reason.slice(colon + 2));
  return why === undefined ? reason : t('imports.reason.field', { field: translateKnown(t, reason.slice(0, colon)), reason: why });
}

/** A row's reason; one the catalog does not know stays English, set left to right in an Arabic page too. */
export function ImportReason({ reason }: { reason: string }) {
  const shown = importReasonText(useT(), reason);
  return shown === reason ? <Ltr>{reason}</Ltr> : <span>{shown}</span>;
}
