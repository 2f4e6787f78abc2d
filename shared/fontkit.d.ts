/** The part of fontkit (react-pdf's font engine, a dependency of @react-pdf/font) the PDF font test reads. */
declare module 'fontkit' {
  type Glyph = { id: number; path: { toSVG(): string } };
  export type Font = { type: string; postscriptName: string; familyName: string; numGlyphs: number; layout(text: string): { glyphs: Glyph[]; advanceWidth: number } };
  export function create(buffer: Buffer): Font;
}
