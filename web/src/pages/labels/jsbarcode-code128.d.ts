/** JsBarcode's Code 128 encoder alone (code128.ts): the package's entry brings DOM and canvas renderers. */
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    encode(): { text: string; data: string };
  }
}
