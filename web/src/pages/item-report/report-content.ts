import type { CollectionObject } from '../../../../shared/schemas/object';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OBJECT_STEPS } from '../../../../shared/schemas/object-fields';

/**
 * What the item report says (spec 2 section 2, "Item PDF report"), apart from how it is drawn:
 * its sections in order, each row's label and value, the page-break rule of the long description
 * and the image grid. Pure, so its rules are tested without a PDF.
 */
export const LONG_DESCRIPTION_BREAK_CHARS = 3000;
/** The image grid may run onto another page only past this many images (spec 2 section 9). */
export const IMAGE_GRID_WRAP_OVER = 16;
export const IMAGE_GRID_COLUMNS = 4;

type StepId = keyof typeof OBJECT_STEPS;
export type ReportRow = { field: string; label: string; value: string };
export type ReportSection = { id: StepId; title: string; rows: ReportRow[]; mayBreak: boolean };
export type ReportTexts = {
  label: (field: string) => string;
  section: (step: StepId) => string;
  valueTitle: (id: string) => string | undefined;
  /** A country as typed, in the report's language (the ISO name where the museum typed a country's English name). */
  country: (typed: string) => string;
  yes: string;
  no: string;
  empty: string;
};

const CENTIMETRES = new Set(['length', 'width', 'height', 'diameter']);
const FILES = new Set(['mainImage', 'imageList']);

/** A number as people read it: no float noise (0.1 + 0.2), at most three decimals. */
const plain = (n: number) => String(Math.round(n * 1000) / 1000);

/** A field's value as the report shows it: dimensions in cm, weight in kg, dropdowns by title. */
export function formatValue(object: CollectionObject, field: string, texts: ReportTexts): string {
  const value = (object as Record<string, unknown>)[field];
  if (field === 'otherDimensions') {
    const entries = Object.entries(object.otherDimensions);
    return entries.length ? entries.map(([id, v]) => `${texts.valueTitle(id) ?? id}: ${plain(v)} cm`).join('; ') : texts.empty;
  }
  if (value === null || value === undefined || value === '') return texts.empty;
  if (field in OBJECT_SINGLE_REFS) return texts.valueTitle(String(value)) ?? texts.empty;
  if (field in OBJECT_MULTI_REFS) {
    const titles = (value as string[]).map((id) => texts.valueTitle(id) ?? id);
    return titles.length ? titles.join(', ') : texts.empty;
  }
  if (field === 'country' && typeof value === 'string') return texts.country(value);
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') {
    if (field === 'weight') return `${plain(value / 1000)} kg`;
    return CENTIMETRES.has(field) ? `${plain(value)} cm` : plain(value);
  }
  // Days are stored YYYY-MM-DD and shown YYYY/MM/DD (spec 2 section 9).
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d$/u.test(value)) return value.replaceAll('-', '/');
  return String(value);
}

/** The long description may run across pages only when short and long together pass 3000 characters. */
export function descriptionMayBreak(object: Pick<CollectionObject, 'description' | 'descriptionLong'>): boolean {
  return (object.description ?? '').length + (object.descriptionLong ?? '').length > LONG_DESCRIPTION_BREAK_CHARS;
}

/** The sections, in the report's order: Car and Book only when shown on the object; Media last, before the grid. */
export function reportSections(object: CollectionObject, texts: ReportTexts): ReportSection[] {
  const steps: StepId[] = ['overview', 'location', 'description', 'origin'];
  if (object.carDetailsVisible) steps.push('car');
  if (object.bookDetailsVisible) steps.push('book');
  steps.push('media');
  return steps.map((id) => ({
    id,
    title: texts.section(id),
    // Every section runs on between its rows, but the description, which keeps to one page
    // unless short and long description pass the 3000-character rule.
    mayBreak: id !== 'description' || descriptionMayBreak(object),
    rows: OBJECT_STEPS[id].filter((f) => !FILES.has(f)).map((field) => ({ field, label: texts.label(field), value: formatValue(object, field, texts) })),
  }));
}

/** The pictures of the grid: the main image first, then the image list. */
export function reportImages(object: Pick<CollectionObject, 'mainImage' | 'imageList'>): string[] {
  return [...(object.mainImage ? [object.mainImage.url] : []), ...object.imageList.map((f) => f.url)];
}

/** Rows of the grid; it may break across pages only over 16 images. */
export function imageGrid(urls: readonly string[]): { rows: string[][]; mayBreak: boolean } {
  const rows: string[][] = [];
  for (let i = 0; i < urls.length; i += IMAGE_GRID_COLUMNS) rows.push(urls.slice(i, i + IMAGE_GRID_COLUMNS));
  return { rows, mayBreak: urls.length > IMAGE_GRID_WRAP_OVER };
}

/** Right-to-left when the text's first strong letter is (Arabic, Hebrew...): the PDF aligns and orders it so. */
export function isRightToLeft(text: string): boolean {
  const strong = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.exec(text);
  return Boolean(strong && /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(strong[0]));
}

/** `item_{objectNumber}_(year-month-day).pdf` (spec 2 section 2); a number's slashes cannot make folders. */
export function reportFileName(inventoryNumber: string, day: { year: string; month: string; day: string }): string {
  return `item_${inventoryNumber.replace(/[\\/:*?"<>|]/gu, '-')}_(${day.year}-${day.month}-${day.day}).pdf`;
}

/**
 * The objects one PDF holds, built in the browser (issue 29). Measured with three pictures an
 * object (bench/item-reports-book.ts, docs/item-report.md): 50 take minutes of react-pdf's work
 * on a loaded 2-core machine and make 6 MB; 500 took 12.5 minutes, 58 MB and 1.8 GB of memory,
 * which no browser tab should be asked for.
 */
export const ITEM_REPORTS_MAX = 50;

/** Several objects' reports in one file: `item_reports_{count}_(year-month-day).pdf`. */
export function reportsFileName(count: number, day: { year: string; month: string; day: string }): string {
  return `item_reports_${count}_(${day.year}-${day.month}-${day.day}).pdf`;
}
