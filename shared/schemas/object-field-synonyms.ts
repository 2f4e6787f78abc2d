/**
 * The headers other collection systems and the standards give an object field (issue 28), beside
 * the field list (`object-fields.ts`): Spectrum's units, LIDO's and CDWA's elements, the export
 * columns of CollectionSpace, Axiell/Adlib and TMS, and the Arabic a registrar's sheet carries.
 * The import proposes the field for any of them after the museum's remembered mapping and the
 * fields' own labels, compared without case, accents or punctuation (`headerKey`).
 *
 * `materialTechnique` is the PDF's name for the two lists together (`PDF_FIELD_NAMES`): a Medium
 * cell is split and each part matched to the museum's material or technique values
 * (`functions/catalogue/objects/import-medium.ts`). A production date's headers come before the
 * fields' labels ('Date' is the date an object was made, not the day field `date`); the
 * dimensions text is its parser's (`shared/dimensions.ts`).
 */
export const OBJECT_FIELD_SYNONYMS = {
  inventoryNumber: [
    'Accession Number', 'Accession No', 'Accession No.', 'Acc. No.', 'Accno', 'Object Number', 'Object No.', 'Inventory No.', 'Inventory', 'Inv. No.',
    'Registration Number', 'Reg. No.', 'Catalogue Number', 'Catalog Number', 'workID', 'objectNumber',
    'رقم الجرد', 'رقم القطعة', 'رقم التسجيل', 'رقم الاقتناء', 'رقم المقتنى', 'الرقم المتحفي',
  ],
  objectTitle: ['Title', 'Titles', 'Object Title', 'titleSet', 'Work Title', 'العنوان', 'عنوان العمل', 'عنوان القطعة'],
  objectName: ['Name', 'Object Name', 'objectWorkType', 'Object Work Type', 'اسم القطعة', 'اسم المقتنى', 'اسم العمل'],
  author: [
    'Artist', 'Artists', 'Maker', 'Makers', 'Creator', 'Creators', 'Author', 'Production Person', 'Artist/Maker', 'Creator Description',
    'Production Organisation', 'actorInRole', 'Constituent', 'All Artists',
    'الفنان', 'الصانع', 'المؤلف', 'المبدع', 'الفنان/الصانع', 'الصانع/الفنان',
  ],
  materialTechnique: [
    'Medium', 'Materials', 'Material and Technique', 'Materials and Techniques', 'Material/Technique', 'Medium and Support', 'Materials/Techniques',
    'materialsTech', 'Material Technique', 'الوسيط', 'المواد', 'الخامات', 'المادة والتقنية', 'المواد والتقنيات', 'الخامة والتقنية',
  ],
  technique: ['Technique', 'Techniques', 'Process', 'Production Technique', 'التقنية', 'التقنيات'],
  classification: [
    'Object Type', 'Classification', 'Classifications', 'Object Category', 'Object Classification', 'Work Type', 'Type', 'classification wrap',
    'التصنيف', 'نوع القطعة', 'نوع العمل', 'نوع المقتنى',
  ],
  productionDate: [
    'Date', 'Dated', 'Date Made', 'Production Date', 'Date of Production', 'Creation Date', 'Date Created', 'Object Date', 'Display Date', 'dateText',
    'Production Date (Display)', 'displayCreationDate', 'التاريخ', 'تاريخ الإنتاج', 'تاريخ الصنع',
  ],
  registrationDate: [
    'Acquisition Date', 'Date Received', 'Date Acquired', 'Accession Date', 'Entry Date', 'Object Entry Date', 'Registration Date',
    'تاريخ الاقتناء', 'تاريخ الاستلام', 'تاريخ التسجيل', 'تاريخ الإدخال',
  ],
  country: [
    'Place', 'Country', 'Place of Production', 'Production Place', 'Place Made', 'Country of Origin', 'Origin', 'Culture Place',
    'البلد', 'الدولة', 'مكان الصنع', 'مكان الإنتاج', 'بلد المنشأ',
  ],
  city: ['City', 'Town', 'المدينة'],
  century: ['Century', 'Period', 'القرن', 'الحقبة'],
  description: ['Description', 'Brief Description', 'Short Description', 'الوصف', 'وصف مختصر'],
  descriptionLong: ['Physical Description', 'Full Description', 'Long Description', 'descriptiveNoteWrap', 'الوصف التفصيلي', 'الوصف الكامل'],
  inscriptionNotes: ['Inscription', 'Inscriptions', 'Inscription Content', 'Marks', 'Marks and Inscriptions', 'inscriptionsWrap', 'النقش', 'النقوش', 'الكتابات'],
  recordedBy: ['Recorder', 'Cataloguer', 'Recorded By', 'المسجل', 'أمين السجل'],
  location: ['Current Location', 'Storage Location', 'Location', 'الموقع', 'موقع الحفظ'],
  quantity: ['Number of Objects', 'Object Count', 'Number of Items', 'Count', 'العدد', 'الكمية'],
  photographer: ['Photographer', 'Image Credit', 'المصور'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** What a Medium column is split on: commas, semicolons and the word 'and' (English or Arabic 'و'). */
export const MEDIUM_SEPARATORS = /\s*[,;،؛]\s*|\s+(?:and|&|و)\s+/iu;
