import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), extractInlineFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds React, the router and Cloudscape's core: ~600 KB raw but ~160 KB gzip, inside
    // the 350 KB initial-load budget that `npm run bench` checks. Vite's raw-size warning is noise.
    chunkSizeWarningLimit: 700,
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
