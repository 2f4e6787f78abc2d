import { Document, Image, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ReactNode } from 'react';
import { PDF_FONT_STACK } from '../../../../shared/pdf-fonts';
import { imageGrid, isRightToLeft, IMAGE_GRID_COLUMNS, type ReportSection } from './report-content';

/**
 * The item report as react-pdf draws it: A4, the header with the logo and 'Item Report', the
 * sections, the image grid, and 'n / total' on every page. This module (and react-pdf with it)
 * is loaded only when a report is asked for (build-item-report.ts).
 */
export type ItemReportProps = {
  heading: string;
  subtitle: string;
  sections: ReportSection[];
  imagesTitle: string;
  images: string[];
  /** A PNG or JPEG of the museum (App Settings' logo, when the museum has set one); else the product's mark. */
  logoUrl?: string;
};

/** The PDF's creator and producer metadata: the product's name, not a translated text. */
const PRODUCT = 'Museum Collection Management';

const styles = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 44, paddingHorizontal: 32, fontFamily: PDF_FONT_STACK, fontSize: 9.5, color: '#16191f' },
  header: { flexDirection: 'row', alignItems: 'center', borderBottomWidth: 1, borderBottomColor: '#0972d3', paddingBottom: 8, marginBottom: 12 },
  logo: { width: 36, height: 36, marginRight: 10 },
  heading: { fontSize: 18, fontWeight: 700 },
  subtitle: { fontSize: 10, color: '#5f6b7a' },
  section: { marginBottom: 10 },
  sectionTitle: { fontSize: 12, fontWeight: 700, backgroundColor: '#f2f3f3', paddingVertical: 3, paddingHorizontal: 5, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e9ebed', paddingVertical: 2.5 },
  label: { width: '32%', color: '#5f6b7a', paddingRight: 6 },
  value: { width: '68%' },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  cell: { width: `${100 / IMAGE_GRID_COLUMNS}%`, padding: 3 },
  image: { width: '100%', height: 110, objectFit: 'cover' },
  footer: { position: 'absolute', bottom: 18, left: 0, right: 0, textAlign: 'center', fontSize: 8.5, color: '#5f6b7a' },
});

/** Right-to-left text set so: react-pdf orders its runs by the bidi algorithm and aligns it right. */
function Words({ text, style }: { text: string; style?: Style }) {
  const rtl = isRightToLeft(text);
  const direction: Style = rtl ? { direction: 'rtl', textAlign: 'right' } : {};
  return <Text style={[style ?? {}, direction]}>{text}</Text>;
}

/** The product's mark, drawn (no file to fetch). */
function ProductMark() {
  return (
    <Svg style={styles.logo} viewBox="0 0 36 36">
      <Rect x="0" y="0" width="36" height="36" rx="6" fill="#0972d3" />
      <Path d="M8 27 V11 L18 20 L28 11 V27" stroke="#ffffff" strokeWidth={3} fill="none" />
    </Svg>
  );
}

function Section({ section }: { section: ReportSection }) {
  return (
    // A section may run onto the next page between rows (report-content.ts says which may).
    <View style={styles.section} wrap={section.mayBreak}>
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {section.title}
      </Text>
      {section.rows.map((row) => (
        <View key={row.field} style={styles.row} wrap={false}>
          <Words text={row.label} style={styles.label} />
          <Words text={row.value} style={styles.value} />
        </View>
      ))}
    </View>
  );
}

function Grid({ title, images }: { title: string; images: string[] }): ReactNode {
  if (!images.length) return null;
  const grid = imageGrid(images);
  return (
    <View style={styles.section} wrap={grid.mayBreak}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {grid.rows.map((row, r) => (
        <View key={r} style={styles.grid} wrap={false}>
          {row.map((url, c) => (
            <View key={c} style={styles.cell}>
              <Image style={styles.image} src={url} />
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/**
 * One object's report: its pages, numbered 'n / total' among themselves, so in a PDF of several
 * objects each report reads as it would alone.
 */
function ItemReportPages({ heading, subtitle, sections, imagesTitle, images, logoUrl }: ItemReportProps) {
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.header} fixed>
        {logoUrl ? <Image style={styles.logo} src={logoUrl} /> : <ProductMark />}
        <View>
          <Text style={styles.heading}>{heading}</Text>
          <Words text={subtitle} style={styles.subtitle} />
        </View>
      </View>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <Grid title={imagesTitle} images={images} />
      <Text style={styles.footer} fixed render={({ subPageNumber, subPageTotalPages }) => `${subPageNumber} / ${subPageTotalPages}`} />
    </Page>
  );
}

export function ItemReportDocument(props: ItemReportProps) {
  return (
    <Document title={[props.heading, props.subtitle].join(' ')} creator={PRODUCT} producer={PRODUCT}>
      <ItemReportPages {...props} />
    </Document>
  );
}

/** Several objects' reports in one PDF (a set, a selection: issue 29), one after the other. */
export function ItemReportsDocument({ title, reports }: { title: string; reports: readonly ItemReportProps[] }) {
  return (
    <Document title={title} creator={PRODUCT} producer={PRODUCT}>
      {reports.map((report, i) => (
        <ItemReportPages key={i} {...report} />
      ))}
    </Document>
  );
}
