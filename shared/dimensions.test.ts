import { describe, expect, it } from 'vitest';
import { parseDimensions } from './dimensions';

describe('dimensions as museums write them, in cm (height x width x depth)', () => {
  it.each([
    ['support: 394 x 489 mm', { height: 39.4, width: 48.9 }],
    ['23 x 30 in.', { height: 58.4, width: 76.2 }],
    ['394 × 489 × 20 mm', { height: 39.4, width: 48.9, length: 2 }],
    ['image: 200 x 300 mm, support: 394 x 489 mm', { height: 39.4, width: 48.9 }],
    ['image: 200 x 300 mm\r\nsupport: 394 x 489 mm\r\nframe: 500 x 600 x 50 mm', { height: 39.4, width: 48.9 }],
    ['overall: 1220 x 910 x 50 mm', { height: 122, width: 91, length: 5 }],
    ['12.5 x 8 cm', { height: 12.5, width: 8 }],
    ['1 ft 2 in x 3 ft', { height: 35.6, width: 91.4 }],
    ['12 1/2 x 8 in', { height: 31.8, width: 20.3 }],
    ['height 45 cm', { height: 45 }],
    ['H. 45 x W. 30 x D. 12 cm', { height: 45, width: 30, length: 12 }],
    ['diameter 30 cm', { diameter: 30 }],
    ['object: 300 x 200 x 100 mm, 12 kg', { height: 30, width: 20, length: 10, weight: 12000 }],
    ['displayed: 1155 x 710 x 700 mm (variable height)', { height: 115.5, width: 71, length: 70 }],
    ['٣٠ × ٤٠ سم', { height: 30, width: 40 }],
    ['الارتفاع ٤٥ سم', { height: 45 }],
    ['القطر ١٢٫٥ سم', { diameter: 12.5 }],
  ])('%s', (text, measures) => {
    expect(parseDimensions(text)).toEqual(measures);
  });

  it('gives no measure for a text without a length unit', () => {
    for (const text of ['Overall display dimensions variable', 'duration: 9min, 30sec', '886 x 538', '']) {
      expect(parseDimensions(text)).toEqual({});
    }
  });
});
