import { create } from 'qrcode/lib/core/qrcode.js';

/**
 * A QR code as one SVG path: the API's `qr.svg` and the wall labels' PDF draw the same modules.
 * Only the encoder of `qrcode` is imported (about 8 KB gzip): its Node entry would bring PNG and
 * terminal renderers along.
 */
export type QrCode = {
  /** Modules per side, with the quiet zone. */
  size: number;
  /** The dark modules, one `M x y h n v 1 h -n z` run per row segment, in module units. */
  path: string;
};

/** The 4-module margin ISO/IEC 18004 asks around a code, so a scanner finds it on any background. */
export const QR_QUIET_ZONE = 4;

/**
 * Level M (15% of the code may be lost): a printed label gets scuffed, and the visitor page's URL
 * stays a small code (version 3 or 4) that scans from a wall label's few centimetres.
 */
export function qrCode(text: string): QrCode {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const runs: string[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      runs.push(`M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: n + 2 * QR_QUIET_ZONE, path: runs.join('') };
}

const escapeXml = (s: string) => s.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone SVG of the code: black on white, scaled by whoever shows it; the text as its title. */
export function qrSvg(text: string): string {
  const { size, path } = qrCode(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<title>${escapeXml(text)}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
