/**
 * The A4 label sheets a museum can print on (issue 31), as their makers give them, in millimetres:
 * the label's size, the sheet's top and left margins and the pitch (a label's size plus the gap to
 * the next). Object labels go on the small sizes (a drawer, a box, a tag); wall labels on the
 * larger ones, where a title reads from a step away and a QR code scans.
 */
export type LabelKind = 'object' | 'wall';

export type LabelSheet = {
  id: string;
  across: number;
  down: number;
  widthMm: number;
  heightMm: number;
  topMm: number;
  leftMm: number;
  pitchXMm: number;
  pitchYMm: number;
  kinds: readonly LabelKind[];
};

export const LABEL_SHEETS: readonly LabelSheet[] = [
  { id: 'L7651', across: 5, down: 13, widthMm: 38.1, heightMm: 21.2, topMm: 10.7, leftMm: 4.67, pitchXMm: 40.64, pitchYMm: 21.2, kinds: ['object'] },
  { id: 'L7160', across: 3, down: 7, widthMm: 63.5, heightMm: 38.1, topMm: 15.15, leftMm: 7.25, pitchXMm: 66.04, pitchYMm: 38.1, kinds: ['object'] },
  { id: 'L7163', across: 2, down: 7, widthMm: 99.1, heightMm: 38.1, topMm: 15.15, leftMm: 4.65, pitchXMm: 101.6, pitchYMm: 38.1, kinds: ['object', 'wall'] },
  { id: 'L7165', across: 2, down: 4, widthMm: 99.1, heightMm: 67.7, topMm: 13.1, leftMm: 4.65, pitchXMm: 101.6, pitchYMm: 67.7, kinds: ['wall'] },
  { id: 'L7169', across: 2, down: 2, widthMm: 99.1, heightMm: 139, topMm: 9.5, leftMm: 4.65, pitchXMm: 101.6, pitchYMm: 139, kinds: ['wall'] },
];

/** What the modal offers first: the common 21 to a sheet, and 8 wall labels to a sheet. */
export const DEFAULT_SHEET: Record<LabelKind, string> = { object: 'L7160', wall: 'L7165' };

export const sheetsFor = (kind: LabelKind) => LABEL_SHEETS.filter((s) => s.kinds.includes(kind));
export const sheetById = (id: string) => LABEL_SHEETS.find((s) => s.id === id);
export const labelsPerSheet = (sheet: LabelSheet) => sheet.across * sheet.down;
