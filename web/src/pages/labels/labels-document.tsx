import { Document, Page, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { PDF_FONT_STACK } from '../../../../shared/pdf-fonts';
import { qrCode } from '../../../../shared/visitor-app/qr-code';
import { isRightToLeft } from '../item-report/report-content';
import { code128 } from './code128';
import type { ObjectLabel, PlacedLabel, WallLabel } from './label-layout';

/**
 * The labels PDF as react-pdf draws it: an A4 page per sheet, each label absolutely placed where
 * the sheet has it (label-layout.ts). Barcodes and QR codes are vector paths. Loaded only when
 * labels are printed (build-labels.ts).
 */
export type LabelsProps = {
  title: string;
  pages: PlacedLabel[][];
  /** The caption under a wall label's QR code, in the reader's language. */
  scanCaption: string;
  /** The console is in a right-to-left language: a wall label's QR code goes on its left. */
  rightToLeft: boolean;
};

const PRODUCT = 'Museum Collection Management';
const INK = '#16191f';
const MUTED = '#5f6b7a';

/** A value right to left when its first strong letter is (Arabic names), else left to right. */
function Words({ text, style, lines }: { text: string; style: Style; lines: number }) {
  const rtl = isRightToLeft(text);
  return (
    <Text style={[style, { maxLines: lines, textOverflow: 'ellipsis' }, rtl ? { direction: 'rtl', textAlign: 'right' } : {}]}>{text}</Text>
  );
}

function Barcode({ text, width, height }: { text: string; width: number; height: number }) {
  const bars = code128(text);
  if (!bars) return null;
  // About 0.19 mm a module at least for a handheld scanner; never wider than 0.35 mm.
  const module = Math.min(width / bars.modules, 1);
  const drawn = module * bars.modules;
  return (
    <Svg width={drawn} height={height} viewBox={`0 0 ${drawn} ${height}`} style={{ alignSelf: 'center' }}>
      <Path d={bars.path(module, height)} fill="#000000" />
    </Svg>
  );
}

function ObjectLabelView({ place }: { place: PlacedLabel<ObjectLabel> }) {
  const { width, height, label } = place;
  const pad = Math.min(8, height * 0.1);
  const numberSize = Math.max(6.5, Math.min(11, height / 6));
  const nameSize = numberSize * 0.8;
  const barHeight = height - 2 * pad - numberSize * 1.3 - nameSize * 1.3 - 2;
  return (
    <View style={{ position: 'absolute', left: place.x, top: place.y, width, height, padding: pad, justifyContent: 'space-between' }}>
      <Text style={{ fontSize: numberSize, fontWeight: 700 }}>{label.inventoryNumber}</Text>
      <Words text={label.name} style={{ fontSize: nameSize, color: MUTED }} lines={1} />
      <Barcode text={label.inventoryNumber} width={width - 2 * pad} height={Math.max(8, barHeight)} />
    </View>
  );
}

function WallLabelView({ place, caption, rightToLeft }: { place: PlacedLabel<WallLabel>; caption: string; rightToLeft: boolean }) {
  const { width, height, label } = place;
  const pad = Math.min(14, height * 0.1);
  const titleSize = Math.max(10, Math.min(22, height / 8));
  const qrSide = Math.min(height - 2 * pad - 10, width * 0.4);
  const qr = label.qrUrl ? qrCode(label.qrUrl) : undefined;
  return (
    <View style={{ position: 'absolute', left: place.x, top: place.y, width, height, padding: pad, flexDirection: rightToLeft ? 'row-reverse' : 'row' }}>
      <View style={{ flex: 1, justifyContent: 'space-between', paddingHorizontal: 4 }}>
        <View>
          <Words text={label.title} style={{ fontSize: titleSize, fontWeight: 700 }} lines={3} />
          {label.subtitle ? <Words text={label.subtitle} style={{ fontSize: titleSize * 0.6, color: MUTED, marginTop: 3 }} lines={3} /> : null}
        </View>
        <Text style={{ fontSize: 7, color: MUTED }}>{label.inventoryNumber}</Text>
      </View>
      {qr ? (
        <View style={{ width: qrSide, alignItems: 'center' }}>
          <Svg width={qrSide} height={qrSide} viewBox={`0 0 ${qr.size} ${qr.size}`}>
            <Path d={qr.path} fill="#000000" />
          </Svg>
          <Words text={caption} style={{ fontSize: 6.5, color: MUTED, textAlign: 'center' }} lines={1} />
        </View>
      ) : null}
    </View>
  );
}

export function LabelsDocument({ title, pages, scanCaption, rightToLeft }: LabelsProps) {
  return (
    <Document title={title} creator={PRODUCT} producer={PRODUCT}>
      {pages.map((page, i) => (
        <Page key={i} size="A4" style={{ fontFamily: PDF_FONT_STACK, color: INK }}>
          {page.map((place) =>
            place.label.kind === 'object' ? (
              <ObjectLabelView key={place.label.id} place={place as PlacedLabel<ObjectLabel>} />
            ) : (
              <WallLabelView key={place.label.id} place={place as PlacedLabel<WallLabel>} caption={scanCaption} rightToLeft={rightToLeft} />
            ),
          )}
        </Page>
      ))}
    </Document>
  );
}
