import { describe, expect, it } from 'vitest';
import { batchEditMessages } from '../../../../shared/schemas/batch-edit';
import { RECORD_TYPES } from '../../../../shared/records/record-types';
import { importReasons, recordTypeWord } from '../../../../shared/schemas/import-reasons';
import { INVENTORY_NUMBER_MESSAGE } from '../../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../../shared/schemas/object-labels';
import { DROPDOWN_TYPE_MESSAGE } from '../../../../shared/schemas/vocabulary';
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
    `${OBJECT_FIELD_LABELS.details}: ${importReasons.detailLine('no label here')}`,
    `${OBJECT_FIELD_LABELS.material}: ${importReasons.noValue('Material', 'Marble')}`,
    `Inventory Number: ${importReasons.noObject('NO-SUCH-1')}`,
    batchEditMessages.noObject('o-404'),
    importReasons.editedAfter(2, 5),
    // A row met twice in a file, by each thing that matches it.
    importReasons.inventoryNumberTwice('ACC-1', 3),
    importReasons.reportIdTwice('TR-7', 4),
    importReasons.recordTwice(recordTypeWord(RECORD_TYPES.curatorialForm), 'r-1', 5),
    importReasons.valueTwice('Material', 'Marble', 6),
    importReasons.reportIdUsed('IN-9', recordTypeWord(RECORD_TYPES.insurance)),
    `Record ID: ${importReasons.noRecord(recordTypeWord(RECORD_TYPES.movement), 'r-2')}`,
    batchEditMessages.noRecord(recordTypeWord(RECORD_TYPES.insurance), 'r-3'),
    // The dropdown-value import's own.
    `Dropdown Type: ${importReasons.noDropdownType('Colours')}`,
    `Parent: ${importReasons.parentMissing('Category', 'Classification', 'Parent')}`,
    `Parent: ${importReasons.noParent('Material')}`,
    `Bad Condition: ${importReasons.onlyMarkedBad('Condition')}`,
    // A cell's words stay as written even where they are a catalog's word.
    `Bad Condition: ${importReasons.yesNo('Condition')}`,
    DROPDOWN_TYPE_MESSAGE,
    // The reference-list import's own.
    importReasons.nameTheList,
    `List: ${importReasons.noReferenceList('Languages')}`,
    `Colour: ${importReasons.noColour('Country')}`,
    // The objects import's category without a classification (its words in lower case, not a list's title).
    `${OBJECT_FIELD_LABELS.category}: ${importReasons.categoryAlone(OBJECT_FIELD_LABELS.classification)}`,
    // A dry run's mapping refused, for each kind.
    importReasons.mapToMatch(OBJECT_FIELD_LABELS.inventoryNumber),
    importReasons.mapToObject(OBJECT_FIELD_LABELS.inventoryNumber),
    importReasons.mapToList('List'),
    importReasons.mapToMatch('Value'),
    importReasons.mapToList('Dropdown Type'),
    importReasons.mappedTwice(OBJECT_FIELD_LABELS.material),
  ];

  it('reads in Arabic in the Arabic console, the row’s own words kept', () => {
    expect(reasons.map(inArabic)).toEqual([
      ar['objectForm.validation.inventoryNumber'],
      `${ar['objectForm.field.quantity']}: "lots" ليس رقمًا.`,
      `التفاصيل: اكتب كل تفصيل في سطر وحده بالشكل "Label: value"، لا "no label here".`,
      `${ar['objectForm.field.material']}: لا يوجد ${ar['objectForm.field.material']} "Marble".`,
      `${ar['imports.inventoryNumber']}: لا توجد قطعة "NO-SUCH-1".`,
      'لا توجد قطعة o-404.',
      'عُدّل بعد الاستيراد (ترك الاستيراد الإصدار 2؛ وهو الآن في الإصدار 5)، فتُرك كما هو.',
      'رقم الجرد ACC-1 موجود أيضًا في الصف 3 من الملف.',
      'رقم التقرير TR-7 موجود أيضًا في الصف 4 من الملف.',
      'سجل نموذج تنسيقي r-1 موجود أيضًا في الصف 5 من الملف.',
      `القيمة "Marble" من ${ar['objectForm.field.material']} موجودة أيضًا في الصف 6 من الملف.`,
      'رقم التقرير IN-9 مستخدم في سجل تأمين آخر.',
      `${ar['imports.recordId']}: لا يوجد سجل حركة r-2.`,
      'لا يوجد سجل تأمين r-3.',
      `${ar['imports.valueField.dropdownType']}: لا يوجد نوع قائمة منسدلة "Colours".`,
      `${ar['imports.valueField.parent']}: قيمة ${ar['dashboard.groupBy.category']} تتبع قيمة من ${ar['dashboard.groupBy.classification']}؛ املأ عمود ${ar['imports.valueField.parent']} في الصف.`,
      `${ar['imports.valueField.parent']}: ليس لقيمة ${ar['objectForm.field.material']} قيمة أم.`,
      `${ar['imports.valueField.badCondition']}: لا تُعلَّم بأنها سيئة إلا قيم ${ar['objectPage.condition']}.`,
      `${ar['imports.valueField.badCondition']}: اكتب Yes أو No، لا "Condition".`,
      'اختر نوع القائمة المنسدلة.',
      'اذكر في كل صف القائمة التي تتبعها قيمته.',
      `${ar['imports.valueField.list']}: لا توجد قائمة مرجعية "Languages".`,
      `${ar['imports.valueField.colour']}: ليس لقيم ${ar['vocab.list.countries']} لون.`,
      `${ar['objectForm.field.category']}: الفئة تتبع تصنيفًا؛ املأ عمود ${ar['objectForm.field.classification']} في الصف.`,
      `اربط عمودًا بالحقل ${ar['imports.inventoryNumber']}: به تُطابَق الصفوف.`,
      `اربط عمودًا بالحقل ${ar['imports.inventoryNumber']}: يذكر كل صف فيه القطعة التي يخصها سجله.`,
      `اربط عمودًا بالحقل ${ar['imports.valueField.list']}: يذكر كل صف فيه القائمة التي تتبعها قيمته.`,
      `اربط عمودًا بالحقل ${ar['imports.valueField.value']}: به تُطابَق الصفوف.`,
      `اربط عمودًا بالحقل ${ar['imports.valueField.dropdownType']}: يذكر كل صف فيه القائمة التي تتبعها قيمته.`,
      `عمودان مربوطان بالحقل ${ar['objectForm.field.material']}: اختره لعمود واحد فقط.`,
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
