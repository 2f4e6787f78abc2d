import type { CollectionObject } from '../../../../shared/schemas/object';
import { labelsPerSheet, type LabelKind, type LabelSheet } from './label-sheets';

/** What one label says (issue 31): an object label for storage, a wall label for the gallery. */
export type ObjectLabel = { kind: 'object'; id: string; inventoryNumber: string; name: string };
export type WallLabel = { kind: 'wall'; id: string; inventoryNumber: string; title: string; subtitle: string; qrUrl?: string };
export type Label = ObjectLabel | WallLabel;

/** A label at its place on the sheet, in PDF points from the page's top left corner. */
export type PlacedLabel<L extends Label = Label> = { x: number; y: number; width: number; height: number; label: L };

export const POINTS_PER_MM = 72 / 25.4;
const pt = (mm: number) => Math.round(mm * POINTS_PER_MM * 100) / 100;

export type LabelFields = Pick<CollectionObject, 'id' | 'inventoryNumber' | 'objectName' | 'objectTitle' | 'subtitle' | 'author' | 'productionDate'>;

export function objectLabel(object: LabelFields): ObjectLabel {
  return { kind: 'object', id: object.id, inventoryNumber: object.inventoryNumber, name: object.objectName ?? '' };
}

/**
 * A wall label reads the object's title (its name when it has none) and subtitle (its author and
 * production date when it has none); `qrUrl` is the visitor page of the POI that shows it.
 */
export function wallLabel(object: LabelFields, qrUrl: string | undefined): WallLabel {
  const title = object.objectTitle || object.objectName || object.inventoryNumber;
  const subtitle = object.subtitle || [object.author, object.productionDate].filter(Boolean).join(', ');
  return { kind: 'wall', id: object.id, inventoryNumber: object.inventoryNumber, title, subtitle, ...(qrUrl ? { qrUrl } : {}) };
}

export function labelOf(kind: LabelKind, object: LabelFields, qrUrl?: string): Label {
  return kind === 'object' ? objectLabel(object) : wallLabel(object, qrUrl);
}

/**
 * The labels placed on sheets: row by row from the top left, as a sheet feeds through the printer
 * and is peeled; a page per sheet, the last one part filled.
 */
export function layLabels<L extends Label>(sheet: LabelSheet, labels: readonly L[]): PlacedLabel<L>[][] {
  const perSheet = labelsPerSheet(sheet);
  const pages: PlacedLabel<L>[][] = [];
  labels.forEach((label, i) => {
    const slot = i % perSheet;
    if (slot === 0) pages.push([]);
    const column = slot % sheet.across;
    const row = Math.floor(slot / sheet.across);
    pages[pages.length - 1].push({
      x: pt(sheet.leftMm + column * sheet.pitchXMm),
      y: pt(sheet.topMm + row * sheet.pitchYMm),
      width: pt(sheet.widthMm),
      height: pt(sheet.heightMm),
      label,
    });
  });
  return pages;
}
