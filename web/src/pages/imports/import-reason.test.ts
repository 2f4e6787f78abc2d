import { describe, expect, it } from 'vitest';
import { batchEditMessages } from '../../../../shared/schemas/batch-edit';
import { importReasons } from '../../../../shared/schemas/import-reasons';
import { INVENTORY_NUMBER_MESSAGE } from '../../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../../shared/schemas/object-labels';
import { ar } from '../../i18n/catalogs/ar';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { importReasonText } from './import-reason';

const english = translatorFor(ENGLISH);
const arabic = translatorFor({ language: 'ar', messages: ar });
/** The Arabic without the isolates that keep a Latin word in its own direction. */
const inArabic = (reason: string) => importReasonText(arabic, reason).replace(/[\u2068\u2069]/gu, '');

describe("an import's or a batch edit's row reason", () => {
  // As the API writes them: the spec's messages under a field's label, and the cells' own words.
  const reasons = [
    INVENTORY_NUMBER_MESSAGE,
    `${OBJECT_FIELD_LABELS.quantity}: ${importReasons.notNumber('lots')}`,
    `${OBJECT_FIELD_LABELS.material}: ${importReasons.noValue('Material', 'Marble')}`,
    `Inventory Number: ${importReasons.noObject('NO-SUCH-1')}`,
    batchEditMessages.noObject('o-404'),
    importReasons.editedAfter(2, 5),
  ];

  it('reads in Arabic in the Arabic console, the row’s own words kept', () => {
    expect(reasons.map(inArabic)).toEqual([
      ar['objectForm.validation.inventoryNumber'],
      `${ar['objectForm.field.quantity']}: "lots" ليس رقمًا.`,
      `${ar['objectForm.field.material']}: لا يوجد ${ar['objectForm.field.material']} "Marble".`,
      `${ar['imports.inventoryNumber']}: لا توجد قطعة "NO-SUCH-1".`,
      'لا توجد قطعة o-404.',
      'عُدّل بعد الاستيراد (ترك الاستيراد الإصدار 2؛ وهو الآن في الإصدار 5)، فتُرك كما هو.',
    ]);
  });

  it('is the API’s own text in the English console, and one the catalog does not know is shown as written', () => {
    expect(reasons.map((r) => importReasonText(english, r))).toEqual(reasons);
    const unknown = 'Location Area is not under Store Room.';
    expect(inArabic(unknown)).toBe(unknown);
    // Half a translation is not shown: a known label before an unknown message stays English whole.
    expect(inArabic(`${OBJECT_FIELD_LABELS.quantity}: ${unknown}`)).toBe(`${OBJECT_FIELD_LABELS.quantity}: ${unknown}`);
  });
});
