/**
 * Saving what the API answered as a file on the user's machine: a Blob through an object URL, or
 * a presigned URL (its own Content-Disposition names the file) through a plain link.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    followDownloadLink(url, fileName);
  } finally {
    // The click has handed the bytes to the browser's download; the URL is no longer needed.
    URL.revokeObjectURL(url);
  }
}

export function saveUrl(url: string): void {
  followDownloadLink(url);
}

function followDownloadLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Lines saved as a text file, one per line (the object gaps' `gaps.txt`). */
export function saveLines(lines: readonly string[], fileName: string): void {
  saveBlob(new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' }), fileName);
}

/**
 * The file name a `Content-Disposition: attachment` answer gives: RFC 6266's `filename*` (UTF-8,
 * percent-encoded) before the plain `filename`. The `content-disposition` package reads the same
 * but needs Node's Buffer, which the browser does not have.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return baseName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? baseName(bare[1]) : undefined;
}

/** A name never carries a folder: the browser must not be asked to save outside its downloads. */
function baseName(name: string): string | undefined {
  const last = name.split(/[\\/]/).pop()?.trim();
  return last ? last : undefined;
}
