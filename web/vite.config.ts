import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Logger, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The local stack (`npm start`) serves the API, the runtime config and the tenant files on 3000.
// The Host header is passed through unchanged, because the tenant is read from it.
const localStack = process.env.CONSOLE_PROXY_TARGET ?? 'http://127.0.0.1:3000';

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf);base64,([A-Za-z0-9+/=]+)\1\)/g;

/**
 * Cloudscape's global styles carry their Open Sans faces as base64 inside the CSS: about 150 KB
 * gzip that every first visit would download before anything renders, every weight at once.
 * As font files of their own, the stylesheet stays small, the browser fetches only the faces a
 * page uses, and they cache on their own. (Kept in this file: Vite's native config loader wants
 * imports with extensions, which this tsconfig does not allow.)
 */
function extractInlineFonts(): Plugin {
  return {
    name: 'museum-console:extract-inline-fonts',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css') || typeof asset.source !== 'string') continue;
        asset.source = asset.source.replace(INLINE_FONT, (_match, _quote: string, format: string, base64: string) => {
          const bytes = Buffer.from(base64, 'base64');
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
          const fileName = `assets/font-${hash}.${format}`;
          this.emitFile({ type: 'asset', fileName, source: bytes });
          // Fonts and stylesheets share the assets folder, so the bare file name resolves from the CSS.
          return `url(./${fileName.slice('assets/'.length)})`;
        });
      }
    },
  };
}

/**
 * Vite's logger less the list of the ~250 files a build writes (name and size, one a line): a
 * build (in `npm test`, `npm start`) says which Vite, how many modules, how long, and any warning.
 * The sizes that matter are the initial load's, which `npm run bench` checks.
 */
function withoutFileList(logger: Logger): Logger {
  const fileAndSize = /^\S+\s+[\d.,]+ kB/;
  const isFileList = (message: string) => stripVTControlCharacters(message).trim().split('\n').every((line) => fileAndSize.test(line));
  return {
    ...logger,
    info: (message, options) => {
      if (!isFileList(message)) logger.info(message, options);
    },
  };
}

export default defineConfig({
  root: webRoot,
  customLogger: withoutFileList(createLogger()),
  plugins: [react(), extractInlineFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds React, the router and Cloudscape's core: ~600 KB raw but ~160 KB gzip, inside
    // the 350 KB initial-load budget that `npm run bench` checks; the map (MapLibre) and the item
    // report (react-pdf) are ~1.2 MB chunks loaded only where used. Vite's raw-size warning is noise.
    chunkSizeWarningLimit: 1_300,
    // The list of every file written is left out (`withoutFileList`): no gzip sizes to compute for it.
    reportCompressedSize: false,
  },
  server: {
    // The console imports the shared texts, constants and permissions from ../shared.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': localStack,
      '/config.json': localStack,
      '/tenants': localStack,
    },
  },
});
