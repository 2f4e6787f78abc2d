/**
 * A PDF font as react-pdf should get it: the plain TrueType (sfnt) a WOFF file carries, each table
 * inflated once, under a PostScript name of its own. Two reasons, both measured on the labels PDF
 * (docs/labels.md):
 * - fontkit (react-pdf's font engine) keeps a WOFF's tables compressed and inflates the whole
 *   `glyf` table again for every glyph it measures or subsets: two thirds of the time went there.
 * - @fontsource's Latin and Arabic files of IBM Plex Sans Arabic share their PostScript name, and
 *   pdfkit keeps one embedded font per name: each switch between Latin and Arabic text embedded the
 *   other file afresh (150 font copies in 50 labels). A name per file embeds each once.
 * The fonts stay WOFF in the file store (smaller to fetch); this runs in memory on the PDF's first build.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;
const NAME_TAG = 0x6e616d65; // 'name'
const POSTSCRIPT_NAME_ID = 6;

type Table = { tag: number; checksum: number; data: Uint8Array };

/** Inflates one zlib stream (a WOFF table is one), in the browser and in Node alike. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const padded = (n: number) => (n + 3) & ~3;

/** The `name` table with every PostScript name record (name id 6) set to `name`: UTF-16 on Windows and Unicode platforms, ASCII on Mac. */
function renamed(table: Uint8Array, name: string): Uint8Array {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  if (view.getUint16(0) !== 0) return table; // format 1 (language tags) is not used by these fonts
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  const strings: Uint8Array[] = [];
  const records = Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 12;
    const [platform, encoding, language, nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((o) => view.getUint16(at + o));
    const utf16 = platform === 0 || platform === 3;
    const text = nameId === POSTSCRIPT_NAME_ID ? Uint8Array.from([...name].flatMap((c) => (utf16 ? [0, c.charCodeAt(0)] : [c.charCodeAt(0)]))) : table.subarray(storage + offset, storage + offset + length);
    strings.push(text);
    return [platform, encoding, language, nameId];
  });
  const header = 6 + count * 12;
  const out = new Uint8Array(header + strings.reduce((sum, s) => sum + s.length, 0));
  const write = new DataView(out.buffer);
  write.setUint16(2, count);
  write.setUint16(4, header);
  let offset = 0;
  records.forEach((fields, i) => {
    const at = 6 + i * 12;
    [...fields, strings[i].length, offset].forEach((value, k) => write.setUint16(at + k * 2, value));
    out.set(strings[i], header + offset);
    offset += strings[i].length;
  });
  return out;
}

function sfnt(flavour: number, tables: Table[]): Uint8Array {
  const count = tables.length;
  const bytes = new Uint8Array(SFNT_HEADER + count * SFNT_ENTRY + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const out = new DataView(bytes.buffer);
  const log2 = Math.floor(Math.log2(count));
  out.setUint32(0, flavour);
  out.setUint16(4, count);
  out.setUint16(6, 2 ** log2 * 16);
  out.setUint16(8, log2);
  out.setUint16(10, count * 16 - 2 ** log2 * 16);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.setUint32(at, t.tag);
    out.setUint32(at + 4, t.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, t.data.length);
    bytes.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return bytes;
}

/** The WOFF file `woff` as an sfnt named `postscriptName` (ASCII, as PostScript names are). */
export async function pdfFontFile(woff: Uint8Array, postscriptName: string): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const tables = await Promise.all(
    Array.from({ length: view.getUint16(12) }, async (_, i): Promise<Table> => {
      const at = WOFF_HEADER + i * WOFF_ENTRY;
      const [tag, offset, stored, length, checksum] = [0, 4, 8, 12, 16].map((o) => view.getUint32(at + o));
      const raw = woff.subarray(offset, offset + stored);
      const data = stored < length ? await inflate(raw) : raw;
      return { tag, checksum, data: tag === NAME_TAG ? renamed(data, postscriptName) : data };
    }),
  );
  return sfnt(view.getUint32(4), tables);
}
