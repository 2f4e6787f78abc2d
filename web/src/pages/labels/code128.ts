import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

/**
 * A Code 128 barcode as bars: JsBarcode's encoder gives the module pattern ('1' a dark module),
 * which the label draws as one vector path (no image, so it prints sharp at any size). An
 * inventory number with a character Code 128 cannot carry (beyond ASCII) gets no barcode.
 */
export type Bars = { modules: number; path: (moduleWidth: number, height: number) => string };

/** Ten modules of white either side, which a scanner needs to find the start and stop codes. */
export const BARCODE_QUIET_ZONE = 10;

export function code128(text: string): Bars | undefined {
  const encoder = new CODE128(text, {});
  if (!text || !encoder.valid()) return undefined;
  const pattern = encoder.encode().data;
  const runs: [number, number][] = [];
  for (let x = 0; x < pattern.length; ) {
    if (pattern[x] !== '1') {
      x++;
      continue;
    }
    const start = x;
    while (pattern[x] === '1') x++;
    runs.push([start + BARCODE_QUIET_ZONE, x - start]);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    modules: pattern.length + 2 * BARCODE_QUIET_ZONE,
    path: (w, h) => runs.map(([x, n]) => `M${round(x * w)} 0h${round(n * w)}v${round(h)}h-${round(n * w)}z`).join(''),
  };
}
