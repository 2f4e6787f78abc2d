import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const visitRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The service worker as one classic script at `/visit/sw.js` (a fixed name: browsers look for
 * updates at the address they registered). Built apart from the page, so it shares no chunk
 * with it: a worker that imports modules needs `type: 'module'`, which not every browser the
 * museum's visitors carry supports.
 */
function serviceWorker(): Plugin {
  return {
    name: 'museum-visit:service-worker',
    apply: 'build',
    async generateBundle() {
      const result = await esbuild({
        entryPoints: [`${visitRoot}sw.ts`],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        logLevel: 'silent',
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0].text });
    },
  };
}

/**
 * The visitor page (`/visit`): its own entry and output (`web/dist/visit`), never the console's
 * bundle. `npm run build:web` builds it after the console (whose build empties `web/dist`).
 */
export default defineConfig({
  root: visitRoot,
  base: '/visit/',
  plugins: [serviceWorker()],
  build: {
    outDir: '../dist/visit',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  server: { fs: { allow: [repoRoot] } },
});
