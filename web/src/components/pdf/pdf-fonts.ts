import type { Font as FontRegistry } from '@react-pdf/renderer';
import { PDF_FONT_FILES, PDF_FONTS_FOLDER, type PdfFontFile } from '../../../../shared/pdf-fonts';
import { pdfFontFile } from '../../../../shared/pdf-font-file';
import { fileStoreUrl } from '../../config/files-url';

let registered: Promise<void> | undefined;

/** Reads one of the fonts' files (the console fetches it from the file store; the bench reads the package's copy). */
export type PdfFontReader = (file: PdfFontFile['file']) => Promise<Uint8Array>;

const fromFileStore: PdfFontReader = async (file) => {
  const answer = await fetch(fileStoreUrl(`${PDF_FONTS_FOLDER}/${file}`));
  if (!answer.ok) throw new Error(`${file}: ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
};

function dataUrl(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:font/ttf;base64,${btoa(binary)}`;
}

/** `PlexArabic-Bold`: each file its own name, so the PDF embeds each once (shared/pdf-font-file.ts). */
const postscriptName = (f: PdfFontFile) => `${f.family.replace(/\s/gu, '')}-${f.fontWeight === 700 ? 'Bold' : 'Regular'}`;

/**
 * Registers the PDFs' fonts once (the item report and the labels), from the file store
 * (shared/pdf-fonts.ts): all four fetched together and handed to react-pdf unwrapped from WOFF
 * under names of their own (shared/pdf-font-file.ts), which makes a long PDF many times faster
 * to lay out and subset, and smaller.
 * Called with the react-pdf module its caller imported on demand, so this file adds nothing to
 * the first load.
 */
export function registerPdfFonts(Font: typeof FontRegistry, read: PdfFontReader = fromFileStore): Promise<void> {
  registered ??= (async () => {
    const sources = await Promise.all(PDF_FONT_FILES.map(async (f) => ({ ...f, src: dataUrl(await pdfFontFile(await read(f.file), postscriptName(f))) })));
    for (const family of new Set(PDF_FONT_FILES.map((f) => f.family))) {
      Font.register({ family, fonts: sources.filter((f) => f.family === family).map(({ src, fontWeight }) => ({ src, fontWeight })) });
    }
    // Words are not split with hyphens: catalogue values are names and numbers.
    Font.registerHyphenationCallback((word) => [word]);
  })().catch((error: unknown) => {
    registered = undefined;
    throw error;
  });
  return registered;
}
