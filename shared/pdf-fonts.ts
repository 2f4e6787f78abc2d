/**
 * The item report's font (spec 2 section 2: "A font for the PDF is fetched from cloud storage"):
 * IBM Plex Sans Arabic from @fontsource, its Latin and Arabic subsets as .woff (react-pdf reads
 * .woff and .ttf, not .woff2), regular and bold. They live in the file store under `fonts/`,
 * put there by the deployment (infra/uploads.ts) or the local stack (infra/local/pdf-fonts.ts),
 * and the console fetches them from there: no request leaves the stack.
 */
export const PDF_FONTS_FOLDER = 'fonts';
export const PDF_FONT_PACKAGE_DIR = 'node_modules/@fontsource/ibm-plex-sans-arabic/files';

export type PdfFontFile = { file: string; family: 'Plex Latin' | 'Plex Arabic'; fontWeight: 400 | 700 };

export const PDF_FONT_FILES: readonly PdfFontFile[] = [
  { file: 'ibm-plex-sans-arabic-latin-400-normal.woff', family: 'Plex Latin', fontWeight: 400 },
  { file: 'ibm-plex-sans-arabic-latin-700-normal.woff', family: 'Plex Latin', fontWeight: 700 },
  { file: 'ibm-plex-sans-arabic-arabic-400-normal.woff', family: 'Plex Arabic', fontWeight: 400 },
  { file: 'ibm-plex-sans-arabic-arabic-700-normal.woff', family: 'Plex Arabic', fontWeight: 700 },
];

/** Text runs take the first family with the glyph: Latin (and digits) first, then Arabic. */
export const PDF_FONT_STACK = ['Plex Latin', 'Plex Arabic'];
