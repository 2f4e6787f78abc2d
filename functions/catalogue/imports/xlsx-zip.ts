import { createInflateRaw } from 'node:zlib';
import { IMPORT_EXPANDED_MESSAGE, IMPORT_MAX_EXPANDED_BYTES, IMPORT_MAX_EXPANSION } from '../../../shared/import-limits';

/**
 * The parts of an .xlsx (a zip) read straight from its bytes in memory, through its central
 * directory. Nothing touches the disk and nothing stays open after a read: functions are shared
 * by every museum, so one user's files must not fill `/tmp` or the descriptor table for all.
 * (exceljs's streaming reader spills a sheet met before its shared strings to a temporary file,
 * which our own export always is, and never removes it when the read stops early.)
 *
 * The expanded size is bounded before any part is inflated, from the sizes the directory
 * declares, and again while inflating, so a part that lies about its size is stopped at it. A refusal is
 * a plain error that the reader turns into the import's 400: this file is loaded by the read, with
 * nothing of the function's own code (a chunk shared with the cold start would weigh on every one).
 */
export type ZipPart = { name: string; method: number; flags: number; compressedSize: number; size: number; localOffset: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

const broken = (why: string) => new Error(`the zip is damaged (${why})`);

/** The directory of the zip, refused when its parts would expand past either bound. */
export function zipDirectory(bytes: Buffer): Map<string, ZipPart> {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken('no central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const parts = new Map<string, ZipPart>();
  let expanded = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken('a directory entry is missing');
    const nameLength = bytes.readUInt16LE(at + 28);
    const part: ZipPart = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // A size of 0xFFFFFFFF is a ZIP64 archive's marker for 4 GB or more: past the ceiling anyway.
    expanded += part.size;
    parts.set(part.name, part);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (expanded > IMPORT_MAX_EXPANDED_BYTES || expanded > IMPORT_MAX_EXPANSION * bytes.length) throw new Error(IMPORT_EXPANDED_MESSAGE);
  return parts;
}

/** A part's bytes as it inflates, never more than the directory declared; stopping early frees it. */
export async function* partChunks(bytes: Buffer, part: ZipPart): AsyncGenerator<Buffer> {
  if (part.flags & 1) throw broken(`${part.name} is encrypted`);
  const local = part.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw broken(`${part.name} has no header`);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const compressed = bytes.subarray(start, start + part.compressedSize);
  if (part.method === STORED) {
    if (compressed.length > part.size) throw new Error(IMPORT_EXPANDED_MESSAGE);
    yield compressed;
    return;
  }
  if (part.method !== DEFLATED) throw broken(`${part.name} uses compression method ${part.method}`);
  const inflate = createInflateRaw();
  inflate.end(compressed);
  let seen = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > part.size) throw new Error(IMPORT_EXPANDED_MESSAGE);
      yield chunk;
    }
  } finally {
    inflate.destroy();
  }
}
