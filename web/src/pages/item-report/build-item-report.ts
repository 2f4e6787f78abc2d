import { registerPdfFonts } from '../../components/pdf/pdf-fonts';
import type { ItemReportProps } from './item-report-document';

/** react-pdf, the document module and React, imported on demand: their own chunk, not the console's first load. */
async function renderer() {
  const [{ Font, pdf }, documents, { createElement }] = await Promise.all([import('@react-pdf/renderer'), import('./item-report-document'), import('react')]);
  await registerPdfFonts(Font);
  return { pdf, documents, createElement };
}

/** Builds one object's report PDF in the browser. */
export async function buildItemReport(props: ItemReportProps): Promise<Blob> {
  const { pdf, documents, createElement } = await renderer();
  return pdf(createElement(documents.ItemReportDocument, props) as Parameters<typeof pdf>[0]).toBlob();
}

/** Builds several objects' reports as one PDF in the browser (a set, a selection: issue 29). */
export async function buildItemReports(title: string, reports: readonly ItemReportProps[]): Promise<Blob> {
  const { pdf, documents, createElement } = await renderer();
  return pdf(createElement(documents.ItemReportsDocument, { title, reports }) as Parameters<typeof pdf>[0]).toBlob();
}
