/** The encoder alone of `qrcode` (shared/visitor-app/qr-code.ts); @types/qrcode types its package entry. */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
