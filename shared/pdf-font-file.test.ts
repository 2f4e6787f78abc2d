import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfFontFile } from './pdf-font-file';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE_DIR } from './pdf-fonts';

const woff = async (file: string) => new Uint8Array(await readFile(join(process.cwd(), PDF_FONT_PACKAGE_DIR, file)));

describe('pdfFontFile', () => {
  it('unwraps each PDF font into a TrueType font with the same glyphs, under the name it is given', async () => {
    for (const { file } of PDF_FONT_FILES) {
      const original = create(Buffer.from(await woff(file))) as Font;
      const unwrapped = create(Buffer.from(await pdfFontFile(await woff(file), 'PlexTest-Regular'))) as Font;
      expect(unwrapped.type).toBe('TTF');
      expect(unwrapped.postscriptName).toBe('PlexTest-Regular');
      expect(unwrapped.familyName).toBe(original.familyName);
      expect(unwrapped.numGlyphs).toBe(original.numGlyphs);
      const text = file.includes('arabic-') && !file.includes('latin') ? 'إبريق نحاسي' : 'Brass ewer 1860';
      const [a, b] = [original.layout(text), unwrapped.layout(text)];
      expect(b.glyphs.map((g) => g.id)).toEqual(a.glyphs.map((g) => g.id));
      expect(b.advanceWidth).toBe(a.advanceWidth);
      expect(unwrapped.layout(text).glyphs[1].path.toSVG()).toBe(original.layout(text).glyphs[1].path.toSVG());
    }
  });

  it('refuses a file that is not WOFF', async () => {
    await expect(pdfFontFile(new Uint8Array(64), 'X-Regular')).rejects.toThrow('Not a WOFF font');
  });
});
