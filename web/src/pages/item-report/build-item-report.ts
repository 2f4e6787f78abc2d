import { registerPdfFonts } from '../../components/pdf/pdf-fonts';
import type { ItemReportProps } from './item-report-document';

/**
 * Builds the report's PDF in the browser. react-pdf and the document are imported here, on
 * demand: they are their own chunk, not part of the console's first load.
 */
export async function buildItemReport(props: ItemReportProps): Promise<Blob> {
  const [{ Font, pdf }, { ItemReportDocument }, { createElement }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./item-report-document'),
    import('react'),
  ]);
  await registerPdfFonts(Font);
  return pdf(createElement(ItemReportDocument, props) as Parameters<typeof pdf>[0]).toBlob();
}
