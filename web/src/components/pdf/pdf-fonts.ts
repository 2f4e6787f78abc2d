import type { Font as FontRegistry } from '@react-pdf/renderer';
import { PDF_FONT_FILES, PDF_FONTS_FOLDER } from '../../../../shared/pdf-fonts';
import { fileStoreUrl } from '../../config/files-url';

let registered = false;

/**
 * Registers the PDFs' fonts once (the item report and the labels), from the file store
 * (shared/pdf-fonts.ts); react-pdf fetches each the first time a text needs it. Called with the
 * react-pdf module its caller imported on demand, so this file adds nothing to the first load.
 */
export function registerPdfFonts(Font: typeof FontRegistry) {
  if (registered) return;
  for (const family of new Set(PDF_FONT_FILES.map((f) => f.family))) {
    Font.register({
      family,
      fonts: PDF_FONT_FILES.filter((f) => f.family === family).map((f) => ({ src: fileStoreUrl(`${PDF_FONTS_FOLDER}/${f.file}`), fontWeight: f.fontWeight })),
    });
  }
  // Words are not split with hyphens: catalogue values are names and numbers.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
