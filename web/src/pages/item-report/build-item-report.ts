import { PDF_FONT_FILES, PDF_FONTS_FOLDER } from '../../../../shared/pdf-fonts';
import { fileStoreUrl } from '../../config/files-url';
import type { ItemReportProps } from './item-report-document';

let fontsRegistered = false;

/**
 * Builds the report's PDF in the browser. react-pdf and the document are imported here, on
 * demand: they are their own chunk, not part of the console's first load. The fonts are
 * registered once, from the file store (shared/pdf-fonts.ts); react-pdf fetches each the first
 * time a text needs it.
 */
export async function buildItemReport(props: ItemReportProps): Promise<Blob> {
  const [{ Font, pdf }, { ItemReportDocument }, { createElement }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./item-report-document'),
    import('react'),
  ]);
  if (!fontsRegistered) {
    for (const family of new Set(PDF_FONT_FILES.map((f) => f.family))) {
      Font.register({
        family,
        fonts: PDF_FONT_FILES.filter((f) => f.family === family).map((f) => ({ src: fileStoreUrl(`${PDF_FONTS_FOLDER}/${f.file}`), fontWeight: f.fontWeight })),
      });
    }
    // Words are not split with hyphens: catalogue values are names and numbers.
    Font.registerHyphenationCallback((word) => [word]);
    fontsRegistered = true;
  }
  return pdf(createElement(ItemReportDocument, props) as Parameters<typeof pdf>[0]).toBlob();
}
