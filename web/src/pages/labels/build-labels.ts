import { registerPdfFonts } from '../../components/pdf/pdf-fonts';
import type { LabelsProps } from './labels-document';

/**
 * Builds the labels PDF in the browser, as the item report is built: react-pdf, the document, the
 * QR and barcode encoders are imported here on demand, not in the console's first load.
 */
export async function buildLabels(props: LabelsProps): Promise<Blob> {
  const [{ Font, pdf }, { LabelsDocument }, { createElement }] = await Promise.all([import('@react-pdf/renderer'), import('./labels-document'), import('react')]);
  await registerPdfFonts(Font);
  return pdf(createElement(LabelsDocument, props) as Parameters<typeof pdf>[0]).toBlob();
}
